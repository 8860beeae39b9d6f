from enum import StrEnum


class CaliforniaJackStateRequestScoring(StrEnum):
    END_OF_HAND = "end-of-hand"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
