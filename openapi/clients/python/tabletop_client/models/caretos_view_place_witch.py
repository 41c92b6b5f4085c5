from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_place_witch_monster import CaretosViewPlaceWitchMonster
from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewPlaceWitch")



@_attrs_define
class CaretosViewPlaceWitch:
    """ where the Witch is placed

        Attributes:
            kind (Literal['place_witch']): the decision kind
            monster (CaretosViewPlaceWitchMonster): the Witch
            seat (int): the seat that decides
     """

    kind: Literal['place_witch']
    monster: CaretosViewPlaceWitchMonster
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
        kind = cast(Literal['place_witch'] , d.pop("kind"))
        if kind != 'place_witch':
            raise ValueError(f"kind must match const 'place_witch', got '{kind}'")

        monster = CaretosViewPlaceWitchMonster(d.pop("monster"))




        seat = d.pop("seat")

        caretos_view_place_witch = cls(
            kind=kind,
            monster=monster,
            seat=seat,
        )

        return caretos_view_place_witch

