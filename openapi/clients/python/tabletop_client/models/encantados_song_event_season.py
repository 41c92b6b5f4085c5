from enum import StrEnum

class EncantadosSongEventSeason(StrEnum):
    AUTUMN = "autumn"
    SPRING = "spring"
    SUMMER = "summer"
    WINTER = "winter"

    def __str__(self) -> str:
        return str(self.value)
