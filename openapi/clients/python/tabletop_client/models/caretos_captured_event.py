from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_captured_event_by import CaretosCapturedEventBy
from ..models.caretos_captured_event_colour import CaretosCapturedEventColour
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CaretosCapturedEvent")



@_attrs_define
class CaretosCapturedEvent:
    """ a Villager was captured (by a Monster: its owner scores it) or taken out of the game (by a Careto)

        Attributes:
            at (int): a location id on the board
            by (CaretosCapturedEventBy): what took it
            colour (CaretosCapturedEventColour): a Villager's colour
            seat (int | None): the seat scoring it; null when a Careto took it
            type_ (Literal['captured']): the event kind
     """

    at: int
    by: CaretosCapturedEventBy
    colour: CaretosCapturedEventColour
    seat: int | None
    type_: Literal['captured']





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        by = self.by.value

        colour = self.colour.value

        seat: int | None
        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "by": by,
            "colour": colour,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        by = CaretosCapturedEventBy(d.pop("by"))




        colour = CaretosCapturedEventColour(d.pop("colour"))




        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        type_ = cast(Literal['captured'] , d.pop("type"))
        if type_ != 'captured':
            raise ValueError(f"type must match const 'captured', got '{type_}'")

        caretos_captured_event = cls(
            at=at,
            by=by,
            colour=colour,
            seat=seat,
            type_=type_,
        )

        return caretos_captured_event

