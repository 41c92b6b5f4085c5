from enum import StrEnum

class EncantadosTrollTakeActionType(StrEnum):
    TROLL_TAKE = "troll_take"

    def __str__(self) -> str:
        return str(self.value)
