from enum import StrEnum

class CaretosViewMoveMover(StrEnum):
    CARETO = "careto"
    GROUP = "group"
    MONSTER = "monster"
    VILLAGER = "villager"

    def __str__(self) -> str:
        return str(self.value)
