from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_swap_monster import CaretosViewSwapMonster
from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewSwap")



@_attrs_define
class CaretosViewSwap:
    """ what the Werewolf swaps places with, if anything

        Attributes:
            kind (Literal['swap']): the decision kind
            monster (CaretosViewSwapMonster): the Werewolf
            seat (int): the seat that decides
     """

    kind: Literal['swap']
    monster: CaretosViewSwapMonster
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
        kind = cast(Literal['swap'] , d.pop("kind"))
        if kind != 'swap':
            raise ValueError(f"kind must match const 'swap', got '{kind}'")

        monster = CaretosViewSwapMonster(d.pop("monster"))




        seat = d.pop("seat")

        caretos_view_swap = cls(
            kind=kind,
            monster=monster,
            seat=seat,
        )

        return caretos_view_swap

