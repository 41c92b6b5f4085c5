from enum import StrEnum

class CaretosCauldronEventPushedOutType3Type1(StrEnum):
    BOGEYMEN = "bogeymen"
    ENCHANTED_MOIRA = "enchanted-moira"
    LOST_SOUL = "lost-soul"
    MARIA_GANCHA = "maria-gancha"
    SHEPHERDESS_OF_WOLVES = "shepherdess-of-wolves"
    TREVOR = "trevor"
    WEREWOLF = "werewolf"
    WITCH = "witch"

    def __str__(self) -> str:
        return str(self.value)
