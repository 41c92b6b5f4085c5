from enum import StrEnum

class CaretosSwapActionType(StrEnum):
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
