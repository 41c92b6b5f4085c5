from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_played_event_location import MissionCalaverasPlayedEventLocation
from ..models.mission_calaveras_played_event_to import MissionCalaverasPlayedEventTo
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MissionCalaverasPlayedEvent")



@_attrs_define
class MissionCalaverasPlayedEvent:
    """ A Location card was played from a hand.

        Attributes:
            by (int): the seat whose hand the card came from (a ghost's partner)
            card (str): the Location card played
            location (MissionCalaverasPlayedEventLocation): its Location
            seat (int): the seat whose turn it was (maybe a ghost)
            to (MissionCalaverasPlayedEventTo): where it went: in front of a seat, or a zone
            to_seat (int | None): the seat it went in front of; null for a zone
            type_ (Literal['played']): the event kind
     """

    by: int
    card: str
    location: MissionCalaverasPlayedEventLocation
    seat: int
    to: MissionCalaverasPlayedEventTo
    to_seat: int | None
    type_: Literal['played']





    def to_dict(self) -> dict[str, Any]:
        by = self.by

        card = self.card

        location = self.location.value

        seat = self.seat

        to = self.to.value

        to_seat: int | None
        to_seat = self.to_seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "by": by,
            "card": card,
            "location": location,
            "seat": seat,
            "to": to,
            "to_seat": to_seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = d.pop("by")

        card = d.pop("card")

        location = MissionCalaverasPlayedEventLocation(d.pop("location"))




        seat = d.pop("seat")

        to = MissionCalaverasPlayedEventTo(d.pop("to"))




        def _parse_to_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_seat = _parse_to_seat(d.pop("to_seat"))


        type_ = cast(Literal['played'] , d.pop("type"))
        if type_ != 'played':
            raise ValueError(f"type must match const 'played', got '{type_}'")

        mission_calaveras_played_event = cls(
            by=by,
            card=card,
            location=location,
            seat=seat,
            to=to,
            to_seat=to_seat,
            type_=type_,
        )

        return mission_calaveras_played_event

