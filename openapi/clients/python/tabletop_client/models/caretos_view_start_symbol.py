from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewStartSymbol")



@_attrs_define
class CaretosViewStartSymbol:
    """ set-up: which start symbol to take (before anything is dealt)

        Attributes:
            kind (Literal['start_symbol']): the decision kind
            seat (int): the seat that decides
     """

    kind: Literal['start_symbol']
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
        kind = cast(Literal['start_symbol'] , d.pop("kind"))
        if kind != 'start_symbol':
            raise ValueError(f"kind must match const 'start_symbol', got '{kind}'")

        seat = d.pop("seat")

        caretos_view_start_symbol = cls(
            kind=kind,
            seat=seat,
        )

        return caretos_view_start_symbol

