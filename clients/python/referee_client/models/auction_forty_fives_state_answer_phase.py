from enum import StrEnum


class AuctionFortyFivesStateAnswerPhase(StrEnum):
    BID = "bid"
    DISCARD = "discard"
    OVER = "over"
    PASS = "pass"
    PLAY = "play"
    ROB = "rob"

    def __str__(self) -> str:
        return str(self.value)
