from enum import StrEnum


class AuctionFortyFivesRevokeRequestKind(StrEnum):
    EXPOSURE = "exposure"
    FAILURE_TO_FOLLOW = "failure-to-follow"

    def __str__(self) -> str:
        return str(self.value)
