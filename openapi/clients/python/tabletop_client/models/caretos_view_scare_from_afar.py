from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_scare_from_afar_monster import CaretosViewScareFromAfarMonster
from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewScareFromAfar")



@_attrs_define
class CaretosViewScareFromAfar:
    """ which group the Shepherdess scares from afar (or none)

        Attributes:
            kind (Literal['scare_from_afar']): the decision kind
            monster (CaretosViewScareFromAfarMonster): the Shepherdess
            seat (int): the seat that decides
     """

    kind: Literal['scare_from_afar']
    monster: CaretosViewScareFromAfarMonster
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
        kind = cast(Literal['scare_from_afar'] , d.pop("kind"))
        if kind != 'scare_from_afar':
            raise ValueError(f"kind must match const 'scare_from_afar', got '{kind}'")

        monster = CaretosViewScareFromAfarMonster(d.pop("monster"))




        seat = d.pop("seat")

        caretos_view_scare_from_afar = cls(
            kind=kind,
            monster=monster,
            seat=seat,
        )

        return caretos_view_scare_from_afar

