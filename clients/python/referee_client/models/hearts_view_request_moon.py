from enum import StrEnum


class HeartsViewRequestMoon(StrEnum):
    ADD_TO_OTHERS = "add-to-others"
    NONE = "none"
    SUBTRACT = "subtract"

    def __str__(self) -> str:
        return str(self.value)
