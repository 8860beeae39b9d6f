from enum import StrEnum


class ResultClaimStandard(StrEnum):
    ANY_PLAY = "any-play"
    BEST_PLAY = "best-play"
    STATED_LINE = "stated-line"

    def __str__(self) -> str:
        return str(self.value)
