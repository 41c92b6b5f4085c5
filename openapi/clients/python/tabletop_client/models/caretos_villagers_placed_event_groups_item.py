from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CaretosVillagersPlacedEventGroupsItem")



@_attrs_define
class CaretosVillagersPlacedEventGroupsItem:
    """ one group

        Attributes:
            at (int): a location id on the board
            villagers (str): Villagers' colour letters, sorted (b g r w y)
     """

    at: int
    villagers: str





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        villagers = self.villagers


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "villagers": villagers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        villagers = d.pop("villagers")

        caretos_villagers_placed_event_groups_item = cls(
            at=at,
            villagers=villagers,
        )

        return caretos_villagers_placed_event_groups_item

