from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Option")



@_attrs_define
class Option:
    """ 
        Attributes:
            default (Any): bool, int or string
            description (str):
            name (str):
            choices (list[Any] | Unset):
     """

    default: Any
    description: str
    name: str
    choices: list[Any] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        default = self.default

        description = self.description

        name = self.name

        choices: list[Any] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "default": default,
            "description": description,
            "name": name,
        })
        if choices is not UNSET:
            field_dict["choices"] = choices

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        default = d.pop("default")

        description = d.pop("description")

        name = d.pop("name")

        choices = cast(list[Any], d.pop("choices", UNSET))


        option = cls(
            default=default,
            description=description,
            name=name,
            choices=choices,
        )

        return option

