from enum import StrEnum

class LogEntryChange(StrEnum):
    ABORTED = "aborted"
    BACK = "back"
    JOINED = "joined"
    LEFT = "left"
    RESIGNED = "resigned"

    def __str__(self) -> str:
        return str(self.value)
