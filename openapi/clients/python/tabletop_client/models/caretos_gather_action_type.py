from enum import StrEnum

class CaretosGatherActionType(StrEnum):
    GATHER = "gather"

    def __str__(self) -> str:
        return str(self.value)
