from enum import StrEnum

class CaretosEndTurnActionType(StrEnum):
    END_TURN = "end_turn"

    def __str__(self) -> str:
        return str(self.value)
