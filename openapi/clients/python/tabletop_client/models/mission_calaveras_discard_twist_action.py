from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_discard_twist_action_type import MissionCalaverasDiscardTwistActionType






T = TypeVar("T", bound="MissionCalaverasDiscardTwistAction")



@_attrs_define
class MissionCalaverasDiscardTwistAction:
    """ Play a Twist card without moving any card (moving is a choice, not an obligation): the Twist goes to the discard and
    nothing else changes.

        Example:
            {'card': 'twist-5', 'type': 'discard-twist'}

        Attributes:
            card (str): a Twist card in your hand, e.g. twist-5
            type_ (MissionCalaverasDiscardTwistActionType): the action kind
     """

    card: str
    type_: MissionCalaverasDiscardTwistActionType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = MissionCalaverasDiscardTwistActionType(d.pop("type"))




        mission_calaveras_discard_twist_action = cls(
            card=card,
            type_=type_,
        )

        return mission_calaveras_discard_twist_action

