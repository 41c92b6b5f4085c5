from enum import StrEnum

class CaretosPlacedEventWhy(StrEnum):
    RETURN = "return"
    WITCH = "witch"

    def __str__(self) -> str:
        return str(self.value)
