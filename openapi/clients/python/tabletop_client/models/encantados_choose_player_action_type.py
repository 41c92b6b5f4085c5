from enum import StrEnum

class EncantadosChoosePlayerActionType(StrEnum):
    CHOOSE_PLAYER = "choose_player"

    def __str__(self) -> str:
        return str(self.value)
