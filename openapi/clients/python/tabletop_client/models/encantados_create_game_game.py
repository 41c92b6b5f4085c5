from enum import StrEnum

class EncantadosCreateGameGame(StrEnum):
    ENCANTADOS = "encantados"

    def __str__(self) -> str:
        return str(self.value)
