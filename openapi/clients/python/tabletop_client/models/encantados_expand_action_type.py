from enum import StrEnum

class EncantadosExpandActionType(StrEnum):
    EXPAND = "expand"

    def __str__(self) -> str:
        return str(self.value)
