from enum import StrEnum

class MissionCalaverasDiscardTwistActionType(StrEnum):
    DISCARD_TWIST = "discard-twist"

    def __str__(self) -> str:
        return str(self.value)
