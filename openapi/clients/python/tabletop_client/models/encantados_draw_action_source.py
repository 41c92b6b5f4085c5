from enum import StrEnum

class EncantadosDrawActionSource(StrEnum):
    END_DISCARD = "end_discard"
    SEARCH = "search"
    SEARCH_DISCARD = "search_discard"

    def __str__(self) -> str:
        return str(self.value)
