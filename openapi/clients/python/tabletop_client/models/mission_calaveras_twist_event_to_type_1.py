from enum import StrEnum

class MissionCalaverasTwistEventToType1(StrEnum):
    INNOCENT = "innocent"
    SEAT = "seat"
    SUSPECT = "suspect"

    def __str__(self) -> str:
        return str(self.value)
