from enum import StrEnum

class CaretosBanishActionType(StrEnum):
    BANISH = "banish"

    def __str__(self) -> str:
        return str(self.value)
