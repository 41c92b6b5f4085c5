from enum import StrEnum

class MissionCalaverasGameEndedEventEnd(StrEnum):
    FAILED = "failed"
    GUILTY = "guilty"
    STUCK = "stuck"

    def __str__(self) -> str:
        return str(self.value)
