from enum import StrEnum

class CaretosCampfireSpentEventPurpose(StrEnum):
    ACTIVATION = "activation"
    BONUS = "bonus"
    EXTRA_MOVE = "extra_move"
    RELEASE = "release"

    def __str__(self) -> str:
        return str(self.value)
