from enum import StrEnum

class EncantadosAbilityEventRace(StrEnum):
    GOBLINS = "goblins"
    KOBOLDS = "kobolds"
    TROLLS = "trolls"

    def __str__(self) -> str:
        return str(self.value)
