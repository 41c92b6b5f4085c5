from enum import StrEnum

class CaretosNightCardEventExtraType1(StrEnum):
    CARETO_1 = "careto-1"
    CARETO_2 = "careto-2"
    CARETO_3 = "careto-3"
    GATHER = "gather"

    def __str__(self) -> str:
        return str(self.value)
