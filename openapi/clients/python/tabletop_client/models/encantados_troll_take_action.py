from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_troll_take_action_type import EncantadosTrollTakeActionType






T = TypeVar("T", bound="EncantadosTrollTakeAction")



@_attrs_define
class EncantadosTrollTakeAction:
    """ Trolls: the card in play to move (a troll_place follows).

        Example:
            {'card': 'song-summer', 'garden': 1, 'type': 'troll_take'}

        Attributes:
            card (str): a card id, e.g. trolls-3, mimic-2, song-summer
            garden (int): a garden (unit) number
            type_ (EncantadosTrollTakeActionType): the action kind
     """

    card: str
    garden: int
    type_: EncantadosTrollTakeActionType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        garden = self.garden

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "garden": garden,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        garden = d.pop("garden")

        type_ = EncantadosTrollTakeActionType(d.pop("type"))




        encantados_troll_take_action = cls(
            card=card,
            garden=garden,
            type_=type_,
        )

        return encantados_troll_take_action

