from enum import StrEnum


class HeartsStateRequestHeartsBroken(StrEnum):
    NOT_REQUIRED = "not-required"
    REQUIRED = "required"
    REQUIRED_QS_BREAKS = "required-qs-breaks"

    def __str__(self) -> str:
        return str(self.value)
