from enum import StrEnum


class FortyFiveResultRequestScoring(StrEnum):
    DIFFERENTIAL = "differential"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
