from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_play_action_to import MissionCalaverasPlayActionTo
from ..models.mission_calaveras_play_action_type import MissionCalaverasPlayActionType
from typing import cast






T = TypeVar("T", bound="MissionCalaverasPlayAction")



@_attrs_define
class MissionCalaverasPlayAction:
    """ Play a Location card from your hand (on a ghost's turn, from its partner's hand) in front of any seat (yourself, a
    partner, an opponent, a ghost) or on the Innocent or Suspect zone. A twin of the same Location already there (in
    front of that seat; for the zones, anywhere in the centre) is discarded with it.

        Example:
            {'card': 'hotel-3', 'seat': 2, 'to': 'seat', 'type': 'play'}

        Attributes:
            card (str): a Location card in your hand, e.g. hotel-3
            seat (int | None): the seat index when 'to' is 'seat', else null
            to (MissionCalaverasPlayActionTo): where the card goes: in front of a seat, or the Innocent / Suspect zone
            type_ (MissionCalaverasPlayActionType): the action kind
     """

    card: str
    seat: int | None
    to: MissionCalaverasPlayActionTo
    type_: MissionCalaverasPlayActionType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat: int | None
        seat = self.seat

        to = self.to.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        to = MissionCalaverasPlayActionTo(d.pop("to"))




        type_ = MissionCalaverasPlayActionType(d.pop("type"))




        mission_calaveras_play_action = cls(
            card=card,
            seat=seat,
            to=to,
            type_=type_,
        )

        return mission_calaveras_play_action

