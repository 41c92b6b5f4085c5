from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_play_action_type import CaretosPlayActionType






T = TypeVar("T", bound="CaretosPlayAction")



@_attrs_define
class CaretosPlayAction:
    """ Play a Night Card from your hand onto your discard pile.

        Example:
            {'card': 'night-17', 'type': 'play'}

        Attributes:
            card (str): a night card id, e.g. night-17
            type_ (CaretosPlayActionType): the action kind
     """

    card: str
    type_: CaretosPlayActionType





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

        type_ = CaretosPlayActionType(d.pop("type"))




        caretos_play_action = cls(
            card=card,
            type_=type_,
        )

        return caretos_play_action

