from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_keep_final_action_type import CaretosKeepFinalActionType






T = TypeVar("T", bound="CaretosKeepFinalAction")



@_attrs_define
class CaretosKeepFinalAction:
    """ Set-up (experienced variant): keep one of your two Final Bonus Cards.

        Example:
            {'card': 'final-4', 'type': 'keep_final'}

        Attributes:
            card (str): a final bonus card id, e.g. final-4
            type_ (CaretosKeepFinalActionType): the action kind
     """

    card: str
    type_: CaretosKeepFinalActionType





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

        type_ = CaretosKeepFinalActionType(d.pop("type"))




        caretos_keep_final_action = cls(
            card=card,
            type_=type_,
        )

        return caretos_keep_final_action

