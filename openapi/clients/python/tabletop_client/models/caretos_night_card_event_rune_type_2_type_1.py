from enum import StrEnum

class CaretosNightCardEventRuneType2Type1(StrEnum):
    ARROW = "arrow"
    EYE = "eye"
    SPIRAL = "spiral"
    TREE = "tree"

    def __str__(self) -> str:
        return str(self.value)
