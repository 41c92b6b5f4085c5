from enum import StrEnum

class CaretosCardsDealtEventPile(StrEnum):
    FINAL = "final"
    HAND = "hand"

    def __str__(self) -> str:
        return str(self.value)
