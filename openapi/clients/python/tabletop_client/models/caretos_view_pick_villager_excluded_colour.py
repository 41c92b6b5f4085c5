from enum import StrEnum

class CaretosViewPickVillagerExcludedColour(StrEnum):
    B = "b"
    G = "g"
    R = "r"
    VALUE_0 = ""
    W = "w"
    Y = "y"

    def __str__(self) -> str:
        return str(self.value)
