from enum import StrEnum

class CaretosCreateGameOptionsType0ReplacementBot(StrEnum):
    EXPERT = "expert"
    GREEDY = "greedy"
    ISMCTS = "ismcts"
    PIMC = "pimc"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
