from enum import StrEnum

class CaretosPlaceActionType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
