from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_return_monster import CaretosViewReturnMonster
from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewReturn")



@_attrs_define
class CaretosViewReturn:
    """ where the Monster leaving the Cauldron returns

        Attributes:
            kind (Literal['return']): the decision kind
            monster (CaretosViewReturnMonster): the Monster returning
            seat (int): the seat that decides
     """

    kind: Literal['return']
    monster: CaretosViewReturnMonster
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
        kind = cast(Literal['return'] , d.pop("kind"))
        if kind != 'return':
            raise ValueError(f"kind must match const 'return', got '{kind}'")

        monster = CaretosViewReturnMonster(d.pop("monster"))




        seat = d.pop("seat")

        caretos_view_return = cls(
            kind=kind,
            monster=monster,
            seat=seat,
        )

        return caretos_view_return

