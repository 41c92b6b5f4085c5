from enum import StrEnum

class CaretosReleaseActionPay(StrEnum):
    CAMPFIRES = "campfires"
    RUNE = "rune"

    def __str__(self) -> str:
        return str(self.value)
