from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewFlee")



@_attrs_define
class CaretosViewFlee:
    """ where the next scared Villager flees (then clockwise)

        Attributes:
            kind (Literal['flee']): the decision kind
            next_to (int): the neighbour the next Villager flees to; -1: any
            origin (int): where the scared group stood
            remaining (str): Villagers still to flee: colour letters of Villagers, sorted (b blue, g green, r red, w white,
                y yellow)
            seat (int): the seat that decides
     """

    kind: Literal['flee']
    next_to: int
    origin: int
    remaining: str
    seat: int





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        next_to = self.next_to

        origin = self.origin

        remaining = self.remaining

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "next_to": next_to,
            "origin": origin,
            "remaining": remaining,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal['flee'] , d.pop("kind"))
        if kind != 'flee':
            raise ValueError(f"kind must match const 'flee', got '{kind}'")

        next_to = d.pop("next_to")

        origin = d.pop("origin")

        remaining = d.pop("remaining")

        seat = d.pop("seat")

        caretos_view_flee = cls(
            kind=kind,
            next_to=next_to,
            origin=origin,
            remaining=remaining,
            seat=seat,
        )

        return caretos_view_flee

