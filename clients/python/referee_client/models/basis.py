from enum import StrEnum


class Basis(StrEnum):
    INTERPRETATION = "interpretation"
    NOT_COVERED = "not-covered"
    RULE = "rule"

    def __str__(self) -> str:
        return str(self.value)
