from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_decision_type_0_kind import CaretosViewDecisionType0Kind






T = TypeVar("T", bound="CaretosViewDecisionType0")



@_attrs_define
class CaretosViewDecisionType0:
    """ the decision now; null once the game is over

        Attributes:
            kind (CaretosViewDecisionType0Kind): what kind of decision
            seat (int): who decides
     """

    kind: CaretosViewDecisionType0Kind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

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
        kind = CaretosViewDecisionType0Kind(d.pop("kind"))




        seat = d.pop("seat")

        caretos_view_decision_type_0 = cls(
            kind=kind,
            seat=seat,
        )

        return caretos_view_decision_type_0

