from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_twist_action_to import MissionCalaverasTwistActionTo
from ..models.mission_calaveras_twist_action_type import MissionCalaverasTwistActionType
from typing import cast






T = TypeVar("T", bound="MissionCalaverasTwistAction")



@_attrs_define
class MissionCalaverasTwistAction:
    """ Play a Twist card from your hand to move one visible card (in front of a seat or in a zone) to another area; a twin
    at the destination is discarded with it. Moving is optional: see 'discard-twist'.

        Example:
            {'card': 'twist-5', 'move': 'airport-2', 'seat': None, 'to': 'suspect', 'type': 'twist'}

        Attributes:
            card (str): a Twist card in your hand, e.g. twist-5
            move (str): the visible card to move, e.g. airport-2
            seat (int | None): the seat index when 'to' is 'seat', else null
            to (MissionCalaverasTwistActionTo): where the card goes: in front of a seat, or the Innocent / Suspect zone
            type_ (MissionCalaverasTwistActionType): the action kind
     """

    card: str
    move: str
    seat: int | None
    to: MissionCalaverasTwistActionTo
    type_: MissionCalaverasTwistActionType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        move = self.move

        seat: int | None
        seat = self.seat

        to = self.to.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "move": move,
            "seat": seat,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        move = d.pop("move")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        to = MissionCalaverasTwistActionTo(d.pop("to"))




        type_ = MissionCalaverasTwistActionType(d.pop("type"))




        mission_calaveras_twist_action = cls(
            card=card,
            move=move,
            seat=seat,
            to=to,
            type_=type_,
        )

        return mission_calaveras_twist_action

