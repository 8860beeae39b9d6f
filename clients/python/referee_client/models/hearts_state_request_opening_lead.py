from enum import StrEnum


class HeartsStateRequestOpeningLead(StrEnum):
    DEALER_LEFT = "dealer-left"
    TWO_OF_CLUBS = "two-of-clubs"

    def __str__(self) -> str:
        return str(self.value)
