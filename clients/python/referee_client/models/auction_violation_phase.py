from enum import StrEnum


class AuctionViolationPhase(StrEnum):
    BID = "bid"
    NAME = "name"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
