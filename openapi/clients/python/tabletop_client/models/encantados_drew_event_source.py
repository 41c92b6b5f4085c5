from enum import StrEnum

class EncantadosDrewEventSource(StrEnum):
    DRAW_PILE = "draw_pile"
    END_DISCARD = "end_discard"
    SEARCH_DISCARD = "search_discard"

    def __str__(self) -> str:
        return str(self.value)
