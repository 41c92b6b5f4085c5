from enum import StrEnum

class CaretosViewTurnExtraJumpsItem(StrEnum):
    CHAPEL = "chapel"
    DOLMEN = "dolmen"
    FOREST = "forest"
    GRANARY = "granary"
    VILLAGE = "village"
    WATERFALL = "waterfall"
    WELL = "well"

    def __str__(self) -> str:
        return str(self.value)
