from enum import StrEnum


class FortyFiveRobActionType(StrEnum):
    ROB = "rob"

    def __str__(self) -> str:
        return str(self.value)
