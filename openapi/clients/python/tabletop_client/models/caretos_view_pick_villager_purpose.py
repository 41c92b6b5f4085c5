from enum import StrEnum

class CaretosViewPickVillagerPurpose(StrEnum):
    GROUP = "group"
    MOIRA = "moira"
    TREVOR_FIRST = "trevor_first"
    TREVOR_SECOND = "trevor_second"

    def __str__(self) -> str:
        return str(self.value)
