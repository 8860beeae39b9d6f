from enum import IntEnum


class AuctionFortyFivesViewRequestGameTo(IntEnum):
    VALUE_120 = 120
    VALUE_125 = 125

    def __str__(self) -> str:
        return str(self.value)
