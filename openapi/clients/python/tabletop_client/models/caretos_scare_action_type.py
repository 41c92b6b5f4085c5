from enum import StrEnum

class CaretosScareActionType(StrEnum):
    SCARE = "scare"

    def __str__(self) -> str:
        return str(self.value)
