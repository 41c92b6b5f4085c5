from enum import StrEnum

class CaretosChooseCaretoActionType(StrEnum):
    CHOOSE_CARETO = "choose_careto"

    def __str__(self) -> str:
        return str(self.value)
