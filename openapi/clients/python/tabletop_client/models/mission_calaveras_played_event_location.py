from enum import StrEnum

class MissionCalaverasPlayedEventLocation(StrEnum):
    AIRPORT = "airport"
    CARNIVAL = "carnival"
    HOTEL = "hotel"
    LABORATORY = "laboratory"
    TELEPHONE_BOOTH = "telephone-booth"

    def __str__(self) -> str:
        return str(self.value)
