from enum import StrEnum

class MissionCalaverasGameEndedEventWinningTeamType1(StrEnum):
    CIA = "CIA"
    DGSE = "DGSE"
    KGB = "KGB"

    def __str__(self) -> str:
        return str(self.value)
