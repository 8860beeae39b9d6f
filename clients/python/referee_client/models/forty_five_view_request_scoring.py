from enum import StrEnum


class FortyFiveViewRequestScoring(StrEnum):
    DIFFERENTIAL = "differential"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
