from enum import StrEnum


class FortyFiveAnnounceActionType(StrEnum):
    ANNOUNCE = "announce"

    def __str__(self) -> str:
        return str(self.value)
