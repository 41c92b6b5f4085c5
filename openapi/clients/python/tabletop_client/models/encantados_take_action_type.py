from enum import StrEnum

class EncantadosTakeActionType(StrEnum):
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
