from enum import StrEnum

class EncantadosKoboldActionType(StrEnum):
    KOBOLD = "kobold"

    def __str__(self) -> str:
        return str(self.value)
