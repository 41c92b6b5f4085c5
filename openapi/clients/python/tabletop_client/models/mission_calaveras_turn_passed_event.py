from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="MissionCalaverasTurnPassedEvent")



@_attrs_define
class MissionCalaverasTurnPassedEvent:
    """ The turn passed to the next seat.

        Attributes:
            by (int): the seat deciding it (a ghost's partner on the ghost's turns)
            seat (int): the seat whose turn it is (maybe a ghost)
            type_ (Literal['turn-passed']): the event kind
     """

    by: int
    seat: int
    type_: Literal['turn-passed']





    def to_dict(self) -> dict[str, Any]:
        by = self.by

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "by": by,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = d.pop("by")

        seat = d.pop("seat")

        type_ = cast(Literal['turn-passed'] , d.pop("type"))
        if type_ != 'turn-passed':
            raise ValueError(f"type must match const 'turn-passed', got '{type_}'")

        mission_calaveras_turn_passed_event = cls(
            by=by,
            seat=seat,
            type_=type_,
        )

        return mission_calaveras_turn_passed_event

