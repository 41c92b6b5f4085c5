from enum import StrEnum

class MissionCalaverasDesignatedEventReason(StrEnum):
    DEFAULT = "default"
    MATCHES = "matches"

    def __str__(self) -> str:
        return str(self.value)
