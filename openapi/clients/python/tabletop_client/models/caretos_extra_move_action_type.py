from enum import StrEnum

class CaretosExtraMoveActionType(StrEnum):
    EXTRA_MOVE = "extra_move"

    def __str__(self) -> str:
        return str(self.value)
