from enum import StrEnum

class EncantadosChoosePileActionType(StrEnum):
    CHOOSE_PILE = "choose_pile"

    def __str__(self) -> str:
        return str(self.value)
