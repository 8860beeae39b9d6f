from enum import StrEnum


class GameSummaryId(StrEnum):
    AUCTION_FORTY_FIVES = "auction-forty-fives"
    AUCTION_HEARTS = "auction-hearts"
    CALIFORNIA_JACK = "california-jack"
    FORTY_FIVE = "forty-five"
    HEARTS = "hearts"

    def __str__(self) -> str:
        return str(self.value)
