from enum import StrEnum

class ListGamesStatus(StrEnum):
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
