from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewChooseCareto")



@_attrs_define
class CaretosViewChooseCareto:
    """ which Careto makes the moves now due

        Attributes:
            both (bool): then the other Careto moves as many
            kind (Literal['choose_careto']): the decision kind
            seat (int): the seat that decides
            steps (int): exact moves to make
     """

    both: bool
    kind: Literal['choose_careto']
    seat: int
    steps: int





    def to_dict(self) -> dict[str, Any]:
        both = self.both

        kind = self.kind

        seat = self.seat

        steps = self.steps


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "both": both,
            "kind": kind,
            "seat": seat,
            "steps": steps,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        both = d.pop("both")

        kind = cast(Literal['choose_careto'] , d.pop("kind"))
        if kind != 'choose_careto':
            raise ValueError(f"kind must match const 'choose_careto', got '{kind}'")

        seat = d.pop("seat")

        steps = d.pop("steps")

        caretos_view_choose_careto = cls(
            both=both,
            kind=kind,
            seat=seat,
            steps=steps,
        )

        return caretos_view_choose_careto

