from enum import StrEnum


class HeartsStateRequestPassing(StrEnum):
    LEFT_RIGHT_ACROSS_HOLD = "left-right-across-hold"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
