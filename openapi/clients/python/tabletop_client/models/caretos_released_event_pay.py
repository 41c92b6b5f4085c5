from enum import StrEnum

class CaretosReleasedEventPay(StrEnum):
    CAMPFIRES = "campfires"
    RUNE = "rune"

    def __str__(self) -> str:
        return str(self.value)
