from enum import StrEnum


class CaliforniaJackViewRequestFollow(StrEnum):
    FOLLOW_OR_TRUMP = "follow-or-trump"
    FOLLOW_SUIT = "follow-suit"

    def __str__(self) -> str:
        return str(self.value)
