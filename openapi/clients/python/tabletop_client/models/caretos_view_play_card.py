from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewPlayCard")



@_attrs_define
class CaretosViewPlayCard:
    """ which Night Card to play (the turn's mandatory action)

        Attributes:
            kind (Literal['play_card']): the decision kind
            seat (int): the seat that decides
     """

    kind: Literal['play_card']
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
        kind = cast(Literal['play_card'] , d.pop("kind"))
        if kind != 'play_card':
            raise ValueError(f"kind must match const 'play_card', got '{kind}'")

        seat = d.pop("seat")

        caretos_view_play_card = cls(
            kind=kind,
            seat=seat,
        )

        return caretos_view_play_card

