from enum import IntEnum


class HeartsViewRequestQueenOfSpades(IntEnum):
    VALUE_0 = 0
    VALUE_13 = 13

    def __str__(self) -> str:
        return str(self.value)
