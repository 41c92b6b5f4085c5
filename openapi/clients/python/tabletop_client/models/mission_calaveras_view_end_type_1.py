from enum import StrEnum

class MissionCalaverasViewEndType1(StrEnum):
    FAILED = "failed"
    GUILTY = "guilty"
    STUCK = "stuck"

    def __str__(self) -> str:
        return str(self.value)
