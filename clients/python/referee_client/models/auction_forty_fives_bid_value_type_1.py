from enum import StrEnum


class AuctionFortyFivesBidValueType1(StrEnum):
    HOLD = "hold"

    def __str__(self) -> str:
        return str(self.value)
