from enum import StrEnum

class EncantadosTradeGiveActionType(StrEnum):
    TRADE_GIVE = "trade_give"

    def __str__(self) -> str:
        return str(self.value)
