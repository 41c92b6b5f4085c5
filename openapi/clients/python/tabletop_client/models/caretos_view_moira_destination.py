from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_moira_destination_colour import CaretosViewMoiraDestinationColour
from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewMoiraDestination")



@_attrs_define
class CaretosViewMoiraDestination:
    """ where Moira sets the picked Villager(s) down

        Attributes:
            colour (CaretosViewMoiraDestinationColour): the picked Villager's colour, or all: the whole group
            kind (Literal['moira_destination']): the decision kind
            origin (int): where the picked Villager(s) stand
            seat (int): the seat that decides
     """

    colour: CaretosViewMoiraDestinationColour
    kind: Literal['moira_destination']
    origin: int
    seat: int





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        kind = self.kind

        origin = self.origin

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "colour": colour,
            "kind": kind,
            "origin": origin,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = CaretosViewMoiraDestinationColour(d.pop("colour"))




        kind = cast(Literal['moira_destination'] , d.pop("kind"))
        if kind != 'moira_destination':
            raise ValueError(f"kind must match const 'moira_destination', got '{kind}'")

        origin = d.pop("origin")

        seat = d.pop("seat")

        caretos_view_moira_destination = cls(
            colour=colour,
            kind=kind,
            origin=origin,
            seat=seat,
        )

        return caretos_view_moira_destination

