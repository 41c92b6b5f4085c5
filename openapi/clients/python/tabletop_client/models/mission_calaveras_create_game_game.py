from enum import StrEnum

class MissionCalaverasCreateGameGame(StrEnum):
    MISSION_CALAVERAS = "mission-calaveras"

    def __str__(self) -> str:
        return str(self.value)
