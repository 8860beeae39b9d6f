from enum import StrEnum


class CaliforniaJackAdjudicateRequestStockFace(StrEnum):
    DOWN = "down"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
