from enum import StrEnum


class CaliforniaJackViewRequestScoring(StrEnum):
    END_OF_HAND = "end-of-hand"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
