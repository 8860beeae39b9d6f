from enum import StrEnum


class AuctionFortyFivesFairDealAnswerAlgorithm(StrEnum):
    REFEREE_DEAL_V1 = "referee-deal-v1"

    def __str__(self) -> str:
        return str(self.value)
