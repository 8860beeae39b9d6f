from enum import StrEnum


class AuctionFortyFivesViewRequestAllPass(StrEnum):
    DEALER_BAGGED = "dealer-bagged"
    REDEAL = "redeal"

    def __str__(self) -> str:
        return str(self.value)
