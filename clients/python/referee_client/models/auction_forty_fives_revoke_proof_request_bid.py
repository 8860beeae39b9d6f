from enum import IntEnum


class AuctionFortyFivesRevokeProofRequestBid(IntEnum):
    VALUE_15 = 15
    VALUE_20 = 20
    VALUE_25 = 25
    VALUE_30 = 30

    def __str__(self) -> str:
        return str(self.value)
