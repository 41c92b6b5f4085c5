from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_monsters_item_at_type_1 import CaretosViewMonstersItemAtType1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CaretosViewMonstersItem")



@_attrs_define
class CaretosViewMonstersItem:
    """ 
        Attributes:
            at (CaretosViewMonstersItemAtType1 | int | Unset):
            name (str | Unset):
            owner (int | Unset):
     """

    at: CaretosViewMonstersItemAtType1 | int | Unset = UNSET
    name: str | Unset = UNSET
    owner: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        at: int | str | Unset
        if isinstance(self.at, Unset):
            at = UNSET
        elif isinstance(self.at, CaretosViewMonstersItemAtType1):
            at = self.at.value
        else:
            at = self.at

        name = self.name

        owner = self.owner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if at is not UNSET:
            field_dict["at"] = at
        if name is not UNSET:
            field_dict["name"] = name
        if owner is not UNSET:
            field_dict["owner"] = owner

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_at(data: object) -> CaretosViewMonstersItemAtType1 | int | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                at_type_1 = CaretosViewMonstersItemAtType1(data)



                return at_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosViewMonstersItemAtType1 | int | Unset, data)

        at = _parse_at(d.pop("at", UNSET))


        name = d.pop("name", UNSET)

        owner = d.pop("owner", UNSET)

        caretos_view_monsters_item = cls(
            at=at,
            name=name,
            owner=owner,
        )


        caretos_view_monsters_item.additional_properties = d
        return caretos_view_monsters_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
