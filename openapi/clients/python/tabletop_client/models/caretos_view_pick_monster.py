from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_pick_monster_monster import CaretosViewPickMonsterMonster
from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewPickMonster")



@_attrs_define
class CaretosViewPickMonster:
    """ which other Monster the Shepherdess moves (or none)

        Attributes:
            kind (Literal['pick_monster']): the decision kind
            monster (CaretosViewPickMonsterMonster): the Shepherdess
            seat (int): the seat that decides
     """

    kind: Literal['pick_monster']
    monster: CaretosViewPickMonsterMonster
    seat: int





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        monster = self.monster.value

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "monster": monster,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal['pick_monster'] , d.pop("kind"))
        if kind != 'pick_monster':
            raise ValueError(f"kind must match const 'pick_monster', got '{kind}'")

        monster = CaretosViewPickMonsterMonster(d.pop("monster"))




        seat = d.pop("seat")

        caretos_view_pick_monster = cls(
            kind=kind,
            monster=monster,
            seat=seat,
        )

        return caretos_view_pick_monster

