from enum import StrEnum

class CaretosChooseStartActionType(StrEnum):
    CHOOSE_START = "choose_start"

    def __str__(self) -> str:
        return str(self.value)
