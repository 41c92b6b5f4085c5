from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_kobold_action_type import EncantadosKoboldActionType






T = TypeVar("T", bound="EncantadosKoboldAction")



@_attrs_define
class EncantadosKoboldAction:
    """ Kobolds: a card of any garden goes to the bottom of the draw pile.

        Example:
            {'card': 'fairies-2', 'garden': 0, 'type': 'kobold'}

        Attributes:
            card (str): a card id, e.g. trolls-3, mimic-2, song-summer
            garden (int): a garden (unit) number
            type_ (EncantadosKoboldActionType): the action kind
     """

    card: str
    garden: int
    type_: EncantadosKoboldActionType





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

        type_ = EncantadosKoboldActionType(d.pop("type"))




        encantados_kobold_action = cls(
            card=card,
            garden=garden,
            type_=type_,
        )

        return encantados_kobold_action

