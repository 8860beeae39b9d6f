from enum import StrEnum


class RevokeAnswerPenalty(StrEnum):
    DEAD_HAND = "dead-hand"
    NONE = "none"
    PLAY_REJECTED = "play-rejected"

    def __str__(self) -> str:
        return str(self.value)
