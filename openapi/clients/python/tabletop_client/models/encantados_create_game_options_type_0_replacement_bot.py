from enum import StrEnum

class EncantadosCreateGameOptionsType0ReplacementBot(StrEnum):
    EXPERT = "expert"
    GREEDY = "greedy"
    ISMCTS = "ismcts"
    PIMC = "pimc"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
