from enum import StrEnum

class CaretosPickMonsterActionType(StrEnum):
    PICK_MONSTER = "pick_monster"

    def __str__(self) -> str:
        return str(self.value)
