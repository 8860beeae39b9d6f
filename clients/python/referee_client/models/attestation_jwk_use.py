from enum import StrEnum


class AttestationJwkUse(StrEnum):
    SIG = "sig"

    def __str__(self) -> str:
        return str(self.value)
