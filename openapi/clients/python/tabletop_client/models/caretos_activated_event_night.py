from enum import StrEnum

class CaretosActivatedEventNight(StrEnum):
    COMET = "comet"
    MOON = "moon"
    STORM = "storm"

    def __str__(self) -> str:
        return str(self.value)
