from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_caretos_item_name import CaretosViewCaretosItemName






T = TypeVar("T", bound="CaretosViewCaretosItem")



@_attrs_define
class CaretosViewCaretosItem:
    """ one Careto

        Attributes:
            at (int): its location id
            name (CaretosViewCaretosItemName): the Careto
     """

    at: int
    name: CaretosViewCaretosItemName





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        name = self.name.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        name = CaretosViewCaretosItemName(d.pop("name"))




        caretos_view_caretos_item = cls(
            at=at,
            name=name,
        )

        return caretos_view_caretos_item

