from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_pick_villager_excluded_colour import CaretosViewPickVillagerExcludedColour
from ..models.caretos_view_pick_villager_purpose import CaretosViewPickVillagerPurpose
from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewPickVillager")



@_attrs_define
class CaretosViewPickVillager:
    """ which Villager (or group) to move

        Attributes:
            excluded_at (int): where Trevor's first Villager stopped; -1: none
            excluded_colour (CaretosViewPickVillagerExcludedColour): its colour letter; empty: none
            kind (Literal['pick_villager']): the decision kind
            purpose (CaretosViewPickVillagerPurpose): whose ability picks
            seat (int): the seat that decides
     """

    excluded_at: int
    excluded_colour: CaretosViewPickVillagerExcludedColour
    kind: Literal['pick_villager']
    purpose: CaretosViewPickVillagerPurpose
    seat: int





    def to_dict(self) -> dict[str, Any]:
        excluded_at = self.excluded_at

        excluded_colour = self.excluded_colour.value

        kind = self.kind

        purpose = self.purpose.value

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "excluded_at": excluded_at,
            "excluded_colour": excluded_colour,
            "kind": kind,
            "purpose": purpose,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        excluded_at = d.pop("excluded_at")

        excluded_colour = CaretosViewPickVillagerExcludedColour(d.pop("excluded_colour"))




        kind = cast(Literal['pick_villager'] , d.pop("kind"))
        if kind != 'pick_villager':
            raise ValueError(f"kind must match const 'pick_villager', got '{kind}'")

        purpose = CaretosViewPickVillagerPurpose(d.pop("purpose"))




        seat = d.pop("seat")

        caretos_view_pick_villager = cls(
            excluded_at=excluded_at,
            excluded_colour=excluded_colour,
            kind=kind,
            purpose=purpose,
            seat=seat,
        )

        return caretos_view_pick_villager

