from enum import StrEnum

class CaretosViewMonstersItemAtType1(StrEnum):
    CAULDRON = "cauldron"
    OFF_BOARD = "off-board"

    def __str__(self) -> str:
        return str(self.value)
