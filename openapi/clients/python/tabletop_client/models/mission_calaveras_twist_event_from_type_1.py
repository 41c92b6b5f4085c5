from enum import StrEnum

class MissionCalaverasTwistEventFromType1(StrEnum):
    INNOCENT = "innocent"
    SEAT = "seat"
    SUSPECT = "suspect"

    def __str__(self) -> str:
        return str(self.value)
