from enum import StrEnum


class FortyFiveDealerRobActionType(StrEnum):
    DEALER_ROB = "dealer-rob"

    def __str__(self) -> str:
        return str(self.value)
