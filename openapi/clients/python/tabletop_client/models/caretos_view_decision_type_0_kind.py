from enum import StrEnum

class CaretosViewDecisionType0Kind(StrEnum):
    BANISH = "banish"
    CHOOSE_CARETO = "choose_careto"
    FLEE = "flee"
    GATHER = "gather"
    KEEP_FINAL = "keep_final"
    MAIN = "main"
    MOIRA_DESTINATION = "moira_destination"
    MOVE = "move"
    PICK_MONSTER = "pick_monster"
    PICK_VILLAGER = "pick_villager"
    PLACE_WITCH = "place_witch"
    PLAY_CARD = "play_card"
    RETURN = "return"
    SCARE_FROM_AFAR = "scare_from_afar"
    START_SYMBOL = "start_symbol"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
