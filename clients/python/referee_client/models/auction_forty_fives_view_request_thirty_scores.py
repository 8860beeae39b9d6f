from enum import IntEnum


class AuctionFortyFivesViewRequestThirtyScores(IntEnum):
    VALUE_60 = 60
    VALUE_30 = 30

    def __str__(self) -> str:
        return str(self.value)
