from enum import StrEnum

class CaretosViewBoard(StrEnum):
    THREE_FOUR_PLAYERS = "three_four_players"
    TWO_PLAYERS = "two_players"

    def __str__(self) -> str:
        return str(self.value)
