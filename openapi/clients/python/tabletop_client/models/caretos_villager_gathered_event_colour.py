from enum import StrEnum

class CaretosVillagerGatheredEventColour(StrEnum):
    BLUE = "blue"
    GREEN = "green"
    RED = "red"
    WHITE = "white"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
