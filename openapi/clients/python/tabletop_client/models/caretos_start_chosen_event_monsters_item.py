from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_start_chosen_event_monsters_item_monster import CaretosStartChosenEventMonstersItemMonster






T = TypeVar("T", bound="CaretosStartChosenEventMonstersItem")



@_attrs_define
class CaretosStartChosenEventMonstersItem:
    """ one Monster placed

        Attributes:
            at (int): a location id on the board
            monster (CaretosStartChosenEventMonstersItemMonster): a Monster
     """

    at: int
    monster: CaretosStartChosenEventMonstersItemMonster





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        monster = self.monster.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "monster": monster,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        monster = CaretosStartChosenEventMonstersItemMonster(d.pop("monster"))




        caretos_start_chosen_event_monsters_item = cls(
            at=at,
            monster=monster,
        )

        return caretos_start_chosen_event_monsters_item

