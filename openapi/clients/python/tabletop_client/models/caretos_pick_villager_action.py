from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_pick_villager_action_colour import CaretosPickVillagerActionColour
from ..models.caretos_pick_villager_action_type import CaretosPickVillagerActionType






T = TypeVar("T", bound="CaretosPickVillagerAction")



@_attrs_define
class CaretosPickVillagerAction:
    """ Pick the Villager of `colour` (or the whole group: `all`) on `at` to move.

        Example:
            {'at': 6, 'colour': 'all', 'type': 'pick_villager'}

        Attributes:
            at (int): a location id on the board
            colour (CaretosPickVillagerActionColour):
            type_ (CaretosPickVillagerActionType): the action kind
     """

    at: int
    colour: CaretosPickVillagerActionColour
    type_: CaretosPickVillagerActionType





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        colour = self.colour.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "colour": colour,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        colour = CaretosPickVillagerActionColour(d.pop("colour"))




        type_ = CaretosPickVillagerActionType(d.pop("type"))




        caretos_pick_villager_action = cls(
            at=at,
            colour=colour,
            type_=type_,
        )

        return caretos_pick_villager_action

