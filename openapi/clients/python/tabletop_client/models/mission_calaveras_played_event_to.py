from enum import StrEnum

class MissionCalaverasPlayedEventTo(StrEnum):
    INNOCENT = "innocent"
    SEAT = "seat"
    SUSPECT = "suspect"

    def __str__(self) -> str:
        return str(self.value)
