from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_buy_action_type import CaretosBuyActionType






T = TypeVar("T", bound="CaretosBuyAction")



@_attrs_define
class CaretosBuyAction:
    """ Spend 1 Campfire on a face-up Bonus Card.

        Example:
            {'card': 'bonus-3', 'type': 'buy'}

        Attributes:
            card (str): a face-up bonus card id, e.g. bonus-3
            type_ (CaretosBuyActionType): the action kind
     """

    card: str
    type_: CaretosBuyActionType





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

        type_ = CaretosBuyActionType(d.pop("type"))




        caretos_buy_action = cls(
            card=card,
            type_=type_,
        )

        return caretos_buy_action

