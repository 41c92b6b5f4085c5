from enum import StrEnum

class CaretosViewMovePiece(StrEnum):
    BLUE = "blue"
    BOGEYMEN = "bogeymen"
    CARETO_1 = "careto-1"
    CARETO_2 = "careto-2"
    CARETO_GROUP = "careto-group"
    ENCHANTED_MOIRA = "enchanted-moira"
    GREEN = "green"
    LOST_SOUL = "lost-soul"
    MARIA_GANCHA = "maria-gancha"
    RED = "red"
    SHEPHERDESS_OF_WOLVES = "shepherdess-of-wolves"
    TREVOR = "trevor"
    WEREWOLF = "werewolf"
    WHITE = "white"
    WITCH = "witch"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
