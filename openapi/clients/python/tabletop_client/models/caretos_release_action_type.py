from enum import StrEnum

class CaretosReleaseActionType(StrEnum):
    RELEASE = "release"

    def __str__(self) -> str:
        return str(self.value)
