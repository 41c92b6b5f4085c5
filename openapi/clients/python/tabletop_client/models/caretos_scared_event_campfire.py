from enum import StrEnum

class CaretosScaredEventCampfire(StrEnum):
    NONE = "none"
    RETURNED = "returned"
    TAKEN = "taken"

    def __str__(self) -> str:
        return str(self.value)
