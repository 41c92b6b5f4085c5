from enum import StrEnum

class EncantadosViewPendingItemDecision(StrEnum):
    AUTUMN_PILE = "autumn_pile"
    AUTUMN_TARGET = "autumn_target"
    GOBLIN_TARGET = "goblin_target"
    KEEP = "keep"
    KOBOLD = "kobold"
    SEARCH_DISCARD = "search_discard"
    SPRING_TARGET = "spring_target"
    TAKE = "take"
    TRADE_GIVE = "trade_give"
    TRADE_RETURN = "trade_return"
    TROLL_PLACE = "troll_place"
    TROLL_TAKE = "troll_take"
    WINTER_PILE = "winter_pile"

    def __str__(self) -> str:
        return str(self.value)
