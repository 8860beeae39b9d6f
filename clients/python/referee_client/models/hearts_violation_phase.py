from enum import StrEnum


class HeartsViolationPhase(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
