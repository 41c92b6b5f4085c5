from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_discard_action_type import EncantadosDiscardActionType






T = TypeVar("T", bound="EncantadosDiscardAction")



@_attrs_define
class EncantadosDiscardAction:
    """ Phase 3: a card to the end-of-turn discard; ends the turn.

        Example:
            {'card': 'dwarves-5', 'type': 'discard'}

        Attributes:
            card (str): a card id, e.g. trolls-3, mimic-2, song-summer
            type_ (EncantadosDiscardActionType): the action kind
     """

    card: str
    type_: EncantadosDiscardActionType





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

        type_ = EncantadosDiscardActionType(d.pop("type"))




        encantados_discard_action = cls(
            card=card,
            type_=type_,
        )

        return encantados_discard_action

