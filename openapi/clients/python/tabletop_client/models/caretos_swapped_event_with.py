from enum import StrEnum

class CaretosSwappedEventWith(StrEnum):
    BOGEYMEN = "bogeymen"
    CARETO_1 = "careto-1"
    CARETO_2 = "careto-2"
    ENCHANTED_MOIRA = "enchanted-moira"
    LOST_SOUL = "lost-soul"
    MARIA_GANCHA = "maria-gancha"
    SHEPHERDESS_OF_WOLVES = "shepherdess-of-wolves"
    TREVOR = "trevor"
    WEREWOLF = "werewolf"
    WITCH = "witch"

    def __str__(self) -> str:
        return str(self.value)
