from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_pick_monster_action_monster import CaretosPickMonsterActionMonster
from ..models.caretos_pick_monster_action_type import CaretosPickMonsterActionType






T = TypeVar("T", bound="CaretosPickMonsterAction")



@_attrs_define
class CaretosPickMonsterAction:
    """ Shepherdess (comet): pick another Monster to move up to 3 steps.

        Example:
            {'monster': 'trevor', 'type': 'pick_monster'}

        Attributes:
            monster (CaretosPickMonsterActionMonster): a monster
            type_ (CaretosPickMonsterActionType): the action kind
     """

    monster: CaretosPickMonsterActionMonster
    type_: CaretosPickMonsterActionType





    def to_dict(self) -> dict[str, Any]:
        monster = self.monster.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = CaretosPickMonsterActionMonster(d.pop("monster"))




        type_ = CaretosPickMonsterActionType(d.pop("type"))




        caretos_pick_monster_action = cls(
            monster=monster,
            type_=type_,
        )

        return caretos_pick_monster_action

