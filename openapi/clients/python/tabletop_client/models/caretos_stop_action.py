from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_stop_action_type import CaretosStopActionType






T = TypeVar("T", bound="CaretosStopAction")



@_attrs_define
class CaretosStopAction:
    """ Stop moving / skip the optional part now offered.

        Example:
            {'type': 'stop'}

        Attributes:
            type_ (CaretosStopActionType): the action kind
     """

    type_: CaretosStopActionType





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
        type_ = CaretosStopActionType(d.pop("type"))




        caretos_stop_action = cls(
            type_=type_,
        )

        return caretos_stop_action

