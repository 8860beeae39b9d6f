from enum import IntEnum


class AuctionFortyFivesViewRequestMinBid(IntEnum):
    VALUE_15 = 15
    VALUE_20 = 20

    def __str__(self) -> str:
        return str(self.value)
