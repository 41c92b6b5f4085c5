from enum import StrEnum

class MissionCalaverasDiscardedEventLocation(StrEnum):
    AIRPORT = "airport"
    CARNIVAL = "carnival"
    HOTEL = "hotel"
    LABORATORY = "laboratory"
    TELEPHONE_BOOTH = "telephone-booth"

    def __str__(self) -> str:
        return str(self.value)
