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
            default (bool | int | str): the value when omitted
            description (str): what it changes
            name (str): its key in `options`
            choices (list[bool | int | str] | Unset): the only values it takes, when it is one of a few
            maximum (int | Unset): the greatest value of an integer option
            minimum (int | Unset): the least value of an integer option
     """

    default: bool | int | str
    description: str
    name: str
    choices: list[bool | int | str] | Unset = UNSET
    maximum: int | Unset = UNSET
    minimum: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        default: bool | int | str
        default = self.default

        description = self.description

        name = self.name

        choices: list[bool | int | str] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = []
            for choices_item_data in self.choices:
                choices_item: bool | int | str
                choices_item = choices_item_data
                choices.append(choices_item)



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
        def _parse_default(data: object) -> bool | int | str:
            return cast(bool | int | str, data)

        default = _parse_default(d.pop("default"))


        description = d.pop("description")

        name = d.pop("name")

        _choices = d.pop("choices", UNSET)
        choices: list[bool | int | str] | Unset = UNSET
        if _choices is not UNSET:
            choices = []
            for choices_item_data in _choices:
                def _parse_choices_item(data: object) -> bool | int | str:
                    return cast(bool | int | str, data)

                choices_item = _parse_choices_item(choices_item_data)

                choices.append(choices_item)


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

