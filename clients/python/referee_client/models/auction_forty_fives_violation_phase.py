from enum import StrEnum


class AuctionFortyFivesViolationPhase(StrEnum):
    BID = "bid"
    DISCARD = "discard"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
