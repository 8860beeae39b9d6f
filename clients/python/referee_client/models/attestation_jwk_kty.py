from enum import StrEnum


class AttestationJwkKty(StrEnum):
    OKP = "OKP"

    def __str__(self) -> str:
        return str(self.value)
