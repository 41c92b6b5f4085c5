from enum import StrEnum

class CaretosKeepFinalActionType(StrEnum):
    KEEP_FINAL = "keep_final"

    def __str__(self) -> str:
        return str(self.value)
