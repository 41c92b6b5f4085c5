from enum import StrEnum

class EncantadosEndLayingActionType(StrEnum):
    END_LAYING = "end_laying"

    def __str__(self) -> str:
        return str(self.value)
