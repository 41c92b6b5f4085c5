from enum import StrEnum

class CaretosNightCardEventNight(StrEnum):
    COMET = "comet"
    MOON = "moon"
    STORM = "storm"

    def __str__(self) -> str:
        return str(self.value)
