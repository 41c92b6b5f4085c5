from enum import StrEnum

class CaretosFleeActionType(StrEnum):
    FLEE = "flee"

    def __str__(self) -> str:
        return str(self.value)
