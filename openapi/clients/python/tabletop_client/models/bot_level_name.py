from enum import StrEnum

class BotLevelName(StrEnum):
    EXPERT = "expert"
    GREEDY = "greedy"
    ISMCTS = "ismcts"
    PIMC = "pimc"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
