from enum import IntEnum


class HeartsViewRequestJackOfDiamonds(IntEnum):
    VALUE_0 = 0
    VALUE_NEGATIVE_10 = -10

    def __str__(self) -> str:
        return str(self.value)
