from enum import StrEnum


class CaliforniaJackViewRequestStockFace(StrEnum):
    DOWN = "down"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
