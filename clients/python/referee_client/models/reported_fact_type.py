from enum import StrEnum


class ReportedFactType(StrEnum):
    EXPOSURE = "exposure"

    def __str__(self) -> str:
        return str(self.value)
