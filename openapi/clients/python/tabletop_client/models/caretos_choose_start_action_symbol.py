from enum import StrEnum

class CaretosChooseStartActionSymbol(StrEnum):
    CROSS = "cross"
    DIAMOND = "diamond"
    HEART = "heart"
    STAR = "star"

    def __str__(self) -> str:
        return str(self.value)
