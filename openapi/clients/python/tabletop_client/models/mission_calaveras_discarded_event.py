from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_discarded_event_at import MissionCalaverasDiscardedEventAt
from ..models.mission_calaveras_discarded_event_location import MissionCalaverasDiscardedEventLocation
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MissionCalaverasDiscardedEvent")



@_attrs_define
class MissionCalaverasDiscardedEvent:
    """ A card arrived where a card of the same Location lay: both went to the discard.

        Attributes:
            at (MissionCalaverasDiscardedEventAt): where the twin lay
            at_seat (int | None): the seat it lay in front of; null for a zone
            cards (list[str]): the twin that lay there, then the card that arrived
            location (MissionCalaverasDiscardedEventLocation): their Location
            type_ (Literal['discarded']): the event kind
     """

    at: MissionCalaverasDiscardedEventAt
    at_seat: int | None
    cards: list[str]
    location: MissionCalaverasDiscardedEventLocation
    type_: Literal['discarded']





    def to_dict(self) -> dict[str, Any]:
        at = self.at.value

        at_seat: int | None
        at_seat = self.at_seat

        cards = self.cards



        location = self.location.value

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "at_seat": at_seat,
            "cards": cards,
            "location": location,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = MissionCalaverasDiscardedEventAt(d.pop("at"))




        def _parse_at_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        at_seat = _parse_at_seat(d.pop("at_seat"))


        cards = cast(list[str], d.pop("cards"))


        location = MissionCalaverasDiscardedEventLocation(d.pop("location"))




        type_ = cast(Literal['discarded'] , d.pop("type"))
        if type_ != 'discarded':
            raise ValueError(f"type must match const 'discarded', got '{type_}'")

        mission_calaveras_discarded_event = cls(
            at=at,
            at_seat=at_seat,
            cards=cards,
            location=location,
            type_=type_,
        )

        return mission_calaveras_discarded_event

