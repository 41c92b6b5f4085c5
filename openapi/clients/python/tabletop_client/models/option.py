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
            maximum (int | Unset): the greatest value of an integer option
            minimum (int | Unset): the least value of an integer option
     """

    default: Any
    description: str
    name: str
    choices: list[Any] | Unset = UNSET
    maximum: int | Unset = UNSET
    minimum: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        default = self.default

        description = self.description

        name = self.name

        choices: list[Any] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices



        maximum = self.maximum

        minimum = self.minimum


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "default": default,
            "description": description,
            "name": name,
        })
        if choices is not UNSET:
            field_dict["choices"] = choices
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        default = d.pop("default")

        description = d.pop("description")

        name = d.pop("name")

        choices = cast(list[Any], d.pop("choices", UNSET))


        maximum = d.pop("maximum", UNSET)

        minimum = d.pop("minimum", UNSET)

        option = cls(
            default=default,
            description=description,
            name=name,
            choices=choices,
            maximum=maximum,
            minimum=minimum,
        )

        return option

