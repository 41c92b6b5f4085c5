from enum import StrEnum

class CaretosActivateActionType(StrEnum):
    ACTIVATE = "activate"

    def __str__(self) -> str:
        return str(self.value)
