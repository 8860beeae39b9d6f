from enum import StrEnum


class AuctionFortyFivesPictureView(StrEnum):
    ANALYSIS = "analysis"
    DEAL = "deal"
    POSITION = "position"
    RESULT = "result"

    def __str__(self) -> str:
        return str(self.value)
