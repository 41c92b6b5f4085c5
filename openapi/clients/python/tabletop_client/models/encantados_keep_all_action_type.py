from enum import StrEnum

class EncantadosKeepAllActionType(StrEnum):
    KEEP_ALL = "keep_all"

    def __str__(self) -> str:
        return str(self.value)
