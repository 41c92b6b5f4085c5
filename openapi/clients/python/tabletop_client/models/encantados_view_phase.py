from enum import StrEnum

class EncantadosViewPhase(StrEnum):
    DISCARD = "discard"
    DRAW = "draw"
    LAY = "lay"
    OVER = "over"

    def __str__(self) -> str:
        return str(self.value)
