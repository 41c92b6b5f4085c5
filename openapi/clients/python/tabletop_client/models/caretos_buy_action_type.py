from enum import StrEnum

class CaretosBuyActionType(StrEnum):
    BUY = "buy"

    def __str__(self) -> str:
        return str(self.value)
