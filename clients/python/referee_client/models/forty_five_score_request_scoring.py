from enum import StrEnum


class FortyFiveScoreRequestScoring(StrEnum):
    DIFFERENTIAL = "differential"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
