from enum import StrEnum

class CaretosActivatedEventPay(StrEnum):
    CAMPFIRES = "campfires"
    FREE = "free"
    RUNE = "rune"

    def __str__(self) -> str:
        return str(self.value)
