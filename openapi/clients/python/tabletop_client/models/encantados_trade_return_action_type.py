from enum import StrEnum

class EncantadosTradeReturnActionType(StrEnum):
    TRADE_RETURN = "trade_return"

    def __str__(self) -> str:
        return str(self.value)
