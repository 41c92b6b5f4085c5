from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_monsters_item_at_type_1 import CaretosViewMonstersItemAtType1
from ..models.caretos_view_monsters_item_name import CaretosViewMonstersItemName
from typing import cast






T = TypeVar("T", bound="CaretosViewMonstersItem")



@_attrs_define
class CaretosViewMonstersItem:
    """ one Monster

        Attributes:
            at (CaretosViewMonstersItemAtType1 | int): its location id, or cauldron, or off-board (waiting to be placed)
            name (CaretosViewMonstersItemName): the Monster
            owner (int): the seat owning it
     """

    at: CaretosViewMonstersItemAtType1 | int
    name: CaretosViewMonstersItemName
    owner: int





    def to_dict(self) -> dict[str, Any]:
        at: int | str
        if isinstance(self.at, CaretosViewMonstersItemAtType1):
            at = self.at.value
        else:
            at = self.at

        name = self.name.value

        owner = self.owner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "name": name,
            "owner": owner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_at(data: object) -> CaretosViewMonstersItemAtType1 | int:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                at_type_1 = CaretosViewMonstersItemAtType1(data)



                return at_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosViewMonstersItemAtType1 | int, data)

        at = _parse_at(d.pop("at"))


        name = CaretosViewMonstersItemName(d.pop("name"))




        owner = d.pop("owner")

        caretos_view_monsters_item = cls(
            at=at,
            name=name,
            owner=owner,
        )

        return caretos_view_monsters_item

