from enum import StrEnum

class EncantadosDrawActionType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
