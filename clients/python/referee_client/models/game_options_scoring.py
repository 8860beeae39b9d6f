from enum import StrEnum


class GameOptionsScoring(StrEnum):
    DIFFERENTIAL = "differential"
    END_OF_HAND = "end-of-hand"
    RUNNING = "running"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
