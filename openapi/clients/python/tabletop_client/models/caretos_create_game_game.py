from enum import StrEnum

class CaretosCreateGameGame(StrEnum):
    CARETOS = "caretos"

    def __str__(self) -> str:
        return str(self.value)
