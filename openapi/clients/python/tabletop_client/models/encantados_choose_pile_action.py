from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_choose_pile_action_pile import EncantadosChoosePileActionPile
from ..models.encantados_choose_pile_action_type import EncantadosChoosePileActionType






T = TypeVar("T", bound="EncantadosChoosePileAction")



@_attrs_define
class EncantadosChoosePileAction:
    """ The discard pile an Autumn or Winter song draws from.

        Example:
            {'pile': 'end_discard', 'type': 'choose_pile'}

        Attributes:
            pile (EncantadosChoosePileActionPile): a discard pile
            type_ (EncantadosChoosePileActionType): the action kind
     """

    pile: EncantadosChoosePileActionPile
    type_: EncantadosChoosePileActionType





    def to_dict(self) -> dict[str, Any]:
        pile = self.pile.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pile": pile,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pile = EncantadosChoosePileActionPile(d.pop("pile"))




        type_ = EncantadosChoosePileActionType(d.pop("type"))




        encantados_choose_pile_action = cls(
            pile=pile,
            type_=type_,
        )

        return encantados_choose_pile_action

