from enum import StrEnum

class CaretosStopActionType(StrEnum):
    STOP = "stop"

    def __str__(self) -> str:
        return str(self.value)
