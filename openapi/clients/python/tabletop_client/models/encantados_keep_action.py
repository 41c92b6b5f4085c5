from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_keep_action_type import EncantadosKeepActionType






T = TypeVar("T", bound="EncantadosKeepAction")



@_attrs_define
class EncantadosKeepAction:
    """ The searched card to keep; the others go to the search discard.

        Example:
            {'card': 'elves-2', 'type': 'keep'}

        Attributes:
            card (str): a card id, e.g. trolls-3, mimic-2, song-summer
            type_ (EncantadosKeepActionType): the action kind
     """

    card: str
    type_: EncantadosKeepActionType





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

        type_ = EncantadosKeepActionType(d.pop("type"))




        encantados_keep_action = cls(
            card=card,
            type_=type_,
        )

        return encantados_keep_action

