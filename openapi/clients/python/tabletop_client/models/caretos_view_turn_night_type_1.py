from enum import StrEnum

class CaretosViewTurnNightType1(StrEnum):
    COMET = "comet"
    MOON = "moon"
    STORM = "storm"

    def __str__(self) -> str:
        return str(self.value)
