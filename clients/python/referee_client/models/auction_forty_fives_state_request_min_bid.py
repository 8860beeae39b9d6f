from enum import IntEnum


class AuctionFortyFivesStateRequestMinBid(IntEnum):
    VALUE_15 = 15
    VALUE_20 = 20

    def __str__(self) -> str:
        return str(self.value)
