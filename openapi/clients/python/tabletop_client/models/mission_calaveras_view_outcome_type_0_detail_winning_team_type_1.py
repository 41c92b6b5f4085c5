from enum import StrEnum

class MissionCalaverasViewOutcomeType0DetailWinningTeamType1(StrEnum):
    CIA = "CIA"
    DGSE = "DGSE"
    KGB = "KGB"

    def __str__(self) -> str:
        return str(self.value)
