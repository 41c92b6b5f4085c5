from enum import StrEnum

class EncantadosTrollPlaceActionType(StrEnum):
    TROLL_PLACE = "troll_place"

    def __str__(self) -> str:
        return str(self.value)
