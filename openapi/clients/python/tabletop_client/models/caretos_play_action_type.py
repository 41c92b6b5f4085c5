from enum import StrEnum

class CaretosPlayActionType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
