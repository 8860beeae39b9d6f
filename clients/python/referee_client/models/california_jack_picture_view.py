from enum import StrEnum


class CaliforniaJackPictureView(StrEnum):
    ANALYSIS = "analysis"
    DEAL = "deal"
    POSITION = "position"
    RESULT = "result"

    def __str__(self) -> str:
        return str(self.value)
