from enum import StrEnum

class CaretosPickVillagerActionType(StrEnum):
    PICK_VILLAGER = "pick_villager"

    def __str__(self) -> str:
        return str(self.value)
