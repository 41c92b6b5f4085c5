from enum import StrEnum

class MissionCalaverasTwistActionType(StrEnum):
    TWIST = "twist"

    def __str__(self) -> str:
        return str(self.value)
