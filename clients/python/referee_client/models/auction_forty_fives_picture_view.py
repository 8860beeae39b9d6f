from enum import StrEnum


class AuctionFortyFivesPictureView(StrEnum):
    DEAL = "deal"
    POSITION = "position"
    RESULT = "result"

    def __str__(self) -> str:
        return str(self.value)
