from enum import StrEnum

class CaretosStepActionType(StrEnum):
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)
