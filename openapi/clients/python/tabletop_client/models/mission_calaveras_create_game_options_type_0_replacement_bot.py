from enum import StrEnum

class MissionCalaverasCreateGameOptionsType0ReplacementBot(StrEnum):
    GREEDY = "greedy"
    ISMCTS = "ismcts"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
