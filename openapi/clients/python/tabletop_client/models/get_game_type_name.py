from enum import StrEnum

class GetGameTypeName(StrEnum):
    CARETOS = "caretos"
    ENCANTADOS = "encantados"
    MISSION_CALAVERAS = "mission-calaveras"

    def __str__(self) -> str:
        return str(self.value)
