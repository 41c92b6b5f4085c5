from enum import StrEnum

class CaretosViewSeatsItemSymbolType3Type1(StrEnum):
    CROSS = "cross"
    DIAMOND = "diamond"
    HEART = "heart"
    STAR = "star"

    def __str__(self) -> str:
        return str(self.value)
