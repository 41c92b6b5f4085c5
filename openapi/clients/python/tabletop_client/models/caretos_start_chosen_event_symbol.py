from enum import StrEnum

class CaretosStartChosenEventSymbol(StrEnum):
    CROSS = "cross"
    DIAMOND = "diamond"
    HEART = "heart"
    STAR = "star"

    def __str__(self) -> str:
        return str(self.value)
