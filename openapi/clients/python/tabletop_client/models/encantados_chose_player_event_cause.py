from enum import StrEnum

class EncantadosChosePlayerEventCause(StrEnum):
    AUTUMN = "autumn"
    GOBLINS = "goblins"
    SPRING = "spring"

    def __str__(self) -> str:
        return str(self.value)
