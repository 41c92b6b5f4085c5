from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_activate_action_monster import CaretosActivateActionMonster
from ..models.caretos_activate_action_pay import CaretosActivateActionPay
from ..models.caretos_activate_action_type import CaretosActivateActionType






T = TypeVar("T", bound="CaretosActivateAction")



@_attrs_define
class CaretosActivateAction:
    """ Activate one of your Monsters with tonight's ability; a second activation is paid with matching runes or 3
    Campfires.

        Example:
            {'monster': 'werewolf', 'pay': 'free', 'type': 'activate'}

        Attributes:
            monster (CaretosActivateActionMonster): a monster
            pay (CaretosActivateActionPay):
            type_ (CaretosActivateActionType): the action kind
     """

    monster: CaretosActivateActionMonster
    pay: CaretosActivateActionPay
    type_: CaretosActivateActionType





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
        monster = CaretosActivateActionMonster(d.pop("monster"))




        pay = CaretosActivateActionPay(d.pop("pay"))




        type_ = CaretosActivateActionType(d.pop("type"))




        caretos_activate_action = cls(
            monster=monster,
            pay=pay,
            type_=type_,
        )

        return caretos_activate_action

