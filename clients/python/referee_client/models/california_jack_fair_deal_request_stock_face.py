from enum import StrEnum


class CaliforniaJackFairDealRequestStockFace(StrEnum):
    DOWN = "down"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
