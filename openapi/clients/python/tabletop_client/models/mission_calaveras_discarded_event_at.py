from enum import StrEnum

class MissionCalaverasDiscardedEventAt(StrEnum):
    INNOCENT = "innocent"
    SEAT = "seat"
    SUSPECT = "suspect"

    def __str__(self) -> str:
        return str(self.value)
