from enum import StrEnum


class FortyFiveStateRequestScoring(StrEnum):
    DIFFERENTIAL = "differential"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
