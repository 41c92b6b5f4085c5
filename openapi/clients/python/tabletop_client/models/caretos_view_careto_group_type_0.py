from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CaretosViewCaretoGroupType0")



@_attrs_define
class CaretosViewCaretoGroupType0:
    """ a group acting as a Careto this turn (Bogeymen's comet); null when there is none

        Attributes:
            at (int): its location id
            campfire (bool): it carries its Campfire
            villagers (str): its Villagers' colour letters
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

        caretos_view_careto_group_type_0 = cls(
            at=at,
            campfire=campfire,
            villagers=villagers,
        )

        return caretos_view_careto_group_type_0

