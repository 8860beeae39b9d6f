from enum import StrEnum


class FortyFiveDealerKeepActionType(StrEnum):
    DEALER_KEEP = "dealer-keep"

    def __str__(self) -> str:
        return str(self.value)
