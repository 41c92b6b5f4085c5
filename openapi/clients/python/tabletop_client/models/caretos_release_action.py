from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_release_action_monster import CaretosReleaseActionMonster
from ..models.caretos_release_action_pay import CaretosReleaseActionPay
from ..models.caretos_release_action_type import CaretosReleaseActionType






T = TypeVar("T", bound="CaretosReleaseAction")



@_attrs_define
class CaretosReleaseAction:
    """ Take your Monster out of the Cauldron (matching runes, or 3 Campfires).

        Example:
            {'monster': 'witch', 'pay': 'campfires', 'type': 'release'}

        Attributes:
            monster (CaretosReleaseActionMonster): a monster
            pay (CaretosReleaseActionPay):
            type_ (CaretosReleaseActionType): the action kind
     """

    monster: CaretosReleaseActionMonster
    pay: CaretosReleaseActionPay
    type_: CaretosReleaseActionType





    def to_dict(self) -> dict[str, Any]:
        monster = self.monster.value

        pay = self.pay.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
            "pay": pay,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = CaretosReleaseActionMonster(d.pop("monster"))




        pay = CaretosReleaseActionPay(d.pop("pay"))




        type_ = CaretosReleaseActionType(d.pop("type"))




        caretos_release_action = cls(
            monster=monster,
            pay=pay,
            type_=type_,
        )

        return caretos_release_action

