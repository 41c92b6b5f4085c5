from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_banish_monster import CaretosViewBanishMonster
from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewBanish")



@_attrs_define
class CaretosViewBanish:
    """ whether the Lost Soul sends the Monster it passes to the Cauldron

        Attributes:
            kind (Literal['banish']): the decision kind
            monster (CaretosViewBanishMonster): the Monster passed through
            seat (int): the seat that decides
     """

    kind: Literal['banish']
    monster: CaretosViewBanishMonster
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
        kind = cast(Literal['banish'] , d.pop("kind"))
        if kind != 'banish':
            raise ValueError(f"kind must match const 'banish', got '{kind}'")

        monster = CaretosViewBanishMonster(d.pop("monster"))




        seat = d.pop("seat")

        caretos_view_banish = cls(
            kind=kind,
            monster=monster,
            seat=seat,
        )

        return caretos_view_banish

