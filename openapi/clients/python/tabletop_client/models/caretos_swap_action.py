from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_swap_action_type import CaretosSwapActionType
from ..models.caretos_swap_action_with import CaretosSwapActionWith






T = TypeVar("T", bound="CaretosSwapAction")



@_attrs_define
class CaretosSwapAction:
    """ Werewolf (moon): swap places with your other Monster or a Careto, or `none`.

        Example:
            {'type': 'swap', 'with': 'careto-2'}

        Attributes:
            type_ (CaretosSwapActionType): the action kind
            with_ (CaretosSwapActionWith):
     """

    type_: CaretosSwapActionType
    with_: CaretosSwapActionWith





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        with_ = self.with_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "with": with_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CaretosSwapActionType(d.pop("type"))




        with_ = CaretosSwapActionWith(d.pop("with"))




        caretos_swap_action = cls(
            type_=type_,
            with_=with_,
        )

        return caretos_swap_action

