from enum import StrEnum


class AuctionHeartsStateRequestHeartsBroken(StrEnum):
    NOT_REQUIRED = "not-required"
    REQUIRED = "required"

    def __str__(self) -> str:
        return str(self.value)
