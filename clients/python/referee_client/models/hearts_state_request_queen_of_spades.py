from enum import IntEnum


class HeartsStateRequestQueenOfSpades(IntEnum):
    VALUE_0 = 0
    VALUE_13 = 13

    def __str__(self) -> str:
        return str(self.value)
