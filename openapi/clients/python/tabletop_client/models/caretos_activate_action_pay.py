from enum import StrEnum

class CaretosActivateActionPay(StrEnum):
    CAMPFIRES = "campfires"
    FREE = "free"
    RUNE = "rune"

    def __str__(self) -> str:
        return str(self.value)
