from enum import StrEnum

class EncantadosPlaySongActionType(StrEnum):
    PLAY_SONG = "play_song"

    def __str__(self) -> str:
        return str(self.value)
