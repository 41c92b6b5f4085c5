from enum import StrEnum

class MissionCalaverasPlayActionType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
