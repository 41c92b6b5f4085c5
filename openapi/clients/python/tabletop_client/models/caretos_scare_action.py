from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_scare_action_type import CaretosScareActionType






T = TypeVar("T", bound="CaretosScareAction")



@_attrs_define
class CaretosScareAction:
    """ Shepherdess (storm): scare the group on `at` from afar.

        Example:
            {'at': 20, 'type': 'scare'}

        Attributes:
            at (int): a location id on the board
            type_ (CaretosScareActionType): the action kind
     """

    at: int
    type_: CaretosScareActionType





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        type_ = CaretosScareActionType(d.pop("type"))




        caretos_scare_action = cls(
            at=at,
            type_=type_,
        )

        return caretos_scare_action

