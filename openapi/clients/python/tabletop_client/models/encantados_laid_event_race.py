from enum import StrEnum

class EncantadosLaidEventRace(StrEnum):
    DWARVES = "dwarves"
    ELVES = "elves"
    FAIRIES = "fairies"
    FAUNS = "fauns"
    GNOMES = "gnomes"
    GOBLINS = "goblins"
    KOBOLDS = "kobolds"
    LEPRECHAUNS = "leprechauns"
    TROLLS = "trolls"
    WISPS = "wisps"

    def __str__(self) -> str:
        return str(self.value)
