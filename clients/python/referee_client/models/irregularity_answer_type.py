from enum import StrEnum


class IrregularityAnswerType(StrEnum):
    AFTER_END = "after-end"
    CLAIM = "claim"
    EXPOSURE = "exposure"
    IRREGULAR_HAND = "irregular-hand"
    NOT_HELD = "not-held"
    OUT_OF_TURN = "out-of-turn"
    REFUSED = "refused"
    REVOKE = "revoke"

    def __str__(self) -> str:
        return str(self.value)
