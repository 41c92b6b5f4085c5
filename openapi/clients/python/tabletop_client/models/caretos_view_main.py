from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewMain")



@_attrs_define
class CaretosViewMain:
    """ activate a Monster, release one, spend Campfires, or end the turn

        Attributes:
            kind (Literal['main']): the decision kind
            seat (int): the seat that decides
     """

    kind: Literal['main']
    seat: int





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal['main'] , d.pop("kind"))
        if kind != 'main':
            raise ValueError(f"kind must match const 'main', got '{kind}'")

        seat = d.pop("seat")

        caretos_view_main = cls(
            kind=kind,
            seat=seat,
        )

        return caretos_view_main

