from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_search_discard_action_type import EncantadosSearchDiscardActionType






T = TypeVar("T", bound="EncantadosSearchDiscardAction")



@_attrs_define
class EncantadosSearchDiscardAction:
    """ Gnomes: the card of your hand put on the search discard.

        Example:
            {'card': 'mimic-1', 'type': 'search_discard'}

        Attributes:
            card (str): a card id, e.g. trolls-3, mimic-2, song-summer
            type_ (EncantadosSearchDiscardActionType): the action kind
     """

    card: str
    type_: EncantadosSearchDiscardActionType





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

        type_ = EncantadosSearchDiscardActionType(d.pop("type"))




        encantados_search_discard_action = cls(
            card=card,
            type_=type_,
        )

        return encantados_search_discard_action

