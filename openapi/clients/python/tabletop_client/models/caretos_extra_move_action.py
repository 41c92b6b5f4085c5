from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_extra_move_action_type import CaretosExtraMoveActionType






T = TypeVar("T", bound="CaretosExtraMoveAction")



@_attrs_define
class CaretosExtraMoveAction:
    """ Spend 1 Campfire: 1 more move with the Monster just activated.

        Example:
            {'type': 'extra_move'}

        Attributes:
            type_ (CaretosExtraMoveActionType): the action kind
     """

    type_: CaretosExtraMoveActionType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CaretosExtraMoveActionType(d.pop("type"))




        caretos_extra_move_action = cls(
            type_=type_,
        )

        return caretos_extra_move_action

