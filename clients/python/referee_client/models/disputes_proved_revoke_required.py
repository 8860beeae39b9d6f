from enum import StrEnum


class DisputesProvedRevokeRequired(StrEnum):
    FOLLOW = "follow"
    FOLLOW_OR_TRUMP = "follow-or-trump"
    TRUMP = "trump"

    def __str__(self) -> str:
        return str(self.value)
