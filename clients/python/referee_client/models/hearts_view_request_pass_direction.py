from enum import StrEnum


class HeartsViewRequestPassDirection(StrEnum):
    ACROSS = "across"
    HOLD = "hold"
    LEFT = "left"
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
