from enum import StrEnum

class EncantadosDiscardedEventPile(StrEnum):
    END_DISCARD = "end_discard"
    SEARCH_DISCARD = "search_discard"

    def __str__(self) -> str:
        return str(self.value)
