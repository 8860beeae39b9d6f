from enum import StrEnum


class AttestationJwkAlg(StrEnum):
    EDDSA = "EdDSA"

    def __str__(self) -> str:
        return str(self.value)
