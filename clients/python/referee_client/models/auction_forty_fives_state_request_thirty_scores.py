from enum import IntEnum


class AuctionFortyFivesStateRequestThirtyScores(IntEnum):
    VALUE_60 = 60
    VALUE_30 = 30

    def __str__(self) -> str:
        return str(self.value)
