from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CaretosViewVillagersItem")



@_attrs_define
class CaretosViewVillagersItem:
    """ the Villagers on one location

        Attributes:
            at (int): the location id
            campfire (bool): a Campfire marks the group
            villagers (str): colour letters, sorted (b blue, g green, r red, w white, y yellow)
     """

    at: int
    campfire: bool
    villagers: str





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        campfire = self.campfire

        villagers = self.villagers


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "campfire": campfire,
            "villagers": villagers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        campfire = d.pop("campfire")

        villagers = d.pop("villagers")

        caretos_view_villagers_item = cls(
            at=at,
            campfire=campfire,
            villagers=villagers,
        )

        return caretos_view_villagers_item

