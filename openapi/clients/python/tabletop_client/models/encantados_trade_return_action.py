from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_trade_return_action_type import EncantadosTradeReturnActionType






T = TypeVar("T", bound="EncantadosTradeReturnAction")



@_attrs_define
class EncantadosTradeReturnAction:
    """ The partner of a trade gives a card back (twice).

        Example:
            {'card': 'gnomes-1', 'type': 'trade_return'}

        Attributes:
            card (str): a card id, e.g. trolls-3, mimic-2, song-summer
            type_ (EncantadosTradeReturnActionType): the action kind
     """

    card: str
    type_: EncantadosTradeReturnActionType





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

        type_ = EncantadosTradeReturnActionType(d.pop("type"))




        encantados_trade_return_action = cls(
            card=card,
            type_=type_,
        )

        return encantados_trade_return_action

