from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_trade_give_action_type import EncantadosTradeGiveActionType






T = TypeVar("T", bound="EncantadosTradeGiveAction")



@_attrs_define
class EncantadosTradeGiveAction:
    """ Team game, phase 2, instead of a song: give your partner a card (twice); the partner then gives two back.

        Example:
            {'card': 'fauns-4', 'type': 'trade_give'}

        Attributes:
            card (str): a card id, e.g. trolls-3, mimic-2, song-summer
            type_ (EncantadosTradeGiveActionType): the action kind
     """

    card: str
    type_: EncantadosTradeGiveActionType





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

        type_ = EncantadosTradeGiveActionType(d.pop("type"))




        encantados_trade_give_action = cls(
            card=card,
            type_=type_,
        )

        return encantados_trade_give_action

