from enum import StrEnum

class EncantadosLayRaceActionType(StrEnum):
    LAY_RACE = "lay_race"

    def __str__(self) -> str:
        return str(self.value)
