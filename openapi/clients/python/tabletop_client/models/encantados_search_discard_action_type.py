from enum import StrEnum

class EncantadosSearchDiscardActionType(StrEnum):
    SEARCH_DISCARD = "search_discard"

    def __str__(self) -> str:
        return str(self.value)
