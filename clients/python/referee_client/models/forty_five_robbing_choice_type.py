from enum import StrEnum


class FortyFiveRobbingChoiceType(StrEnum):
    ANNOUNCE = "announce"
    DEALER_KEEP = "dealer-keep"
    DEALER_ROB = "dealer-rob"
    ROB = "rob"

    def __str__(self) -> str:
        return str(self.value)
