from enum import StrEnum

class EncantadosRoundEndedEventCause(StrEnum):
    DRAW_PILE = "draw_pile"
    HANDS = "hands"
    TURN_LIMIT = "turn_limit"

    def __str__(self) -> str:
        return str(self.value)
