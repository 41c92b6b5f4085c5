from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_choose_start_action_monster import CaretosChooseStartActionMonster
from ..models.caretos_choose_start_action_symbol import CaretosChooseStartActionSymbol
from ..models.caretos_choose_start_action_type import CaretosChooseStartActionType






T = TypeVar("T", bound="CaretosChooseStartAction")



@_attrs_define
class CaretosChooseStartAction:
    """ Set-up: take a start symbol; `monster` (your first) goes to `at`, the other to the symbol's other location.

        Example:
            {'at': 3, 'monster': 'witch', 'symbol': 'star', 'type': 'choose_start'}

        Attributes:
            at (int): a location id on the board
            monster (CaretosChooseStartActionMonster): a monster
            symbol (CaretosChooseStartActionSymbol):
            type_ (CaretosChooseStartActionType): the action kind
     """

    at: int
    monster: CaretosChooseStartActionMonster
    symbol: CaretosChooseStartActionSymbol
    type_: CaretosChooseStartActionType





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        monster = self.monster.value

        symbol = self.symbol.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "monster": monster,
            "symbol": symbol,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        monster = CaretosChooseStartActionMonster(d.pop("monster"))




        symbol = CaretosChooseStartActionSymbol(d.pop("symbol"))




        type_ = CaretosChooseStartActionType(d.pop("type"))




        caretos_choose_start_action = cls(
            at=at,
            monster=monster,
            symbol=symbol,
            type_=type_,
        )

        return caretos_choose_start_action

