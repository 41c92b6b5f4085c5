from enum import StrEnum

class CaretosViewCaretosItemName(StrEnum):
    CARETO_1 = "careto-1"
    CARETO_2 = "careto-2"

    def __str__(self) -> str:
        return str(self.value)
