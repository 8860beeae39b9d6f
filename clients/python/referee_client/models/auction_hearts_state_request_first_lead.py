from enum import StrEnum


class AuctionHeartsStateRequestFirstLead(StrEnum):
    DEALER_LEFT = "dealer-left"
    HIGH_BIDDER = "high-bidder"

    def __str__(self) -> str:
        return str(self.value)
