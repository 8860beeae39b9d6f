from enum import StrEnum


class HeartsStateRequestPassDirection(StrEnum):
    ACROSS = "across"
    HOLD = "hold"
    LEFT = "left"
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
