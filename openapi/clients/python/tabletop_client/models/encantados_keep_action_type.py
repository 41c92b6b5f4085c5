from enum import StrEnum

class EncantadosKeepActionType(StrEnum):
    KEEP = "keep"

    def __str__(self) -> str:
        return str(self.value)
