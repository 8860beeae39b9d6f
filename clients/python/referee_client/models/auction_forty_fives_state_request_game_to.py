from enum import IntEnum


class AuctionFortyFivesStateRequestGameTo(IntEnum):
    VALUE_120 = 120
    VALUE_125 = 125

    def __str__(self) -> str:
        return str(self.value)
