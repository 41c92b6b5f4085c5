from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="MissionCalaverasSkippedEvent")



@_attrs_define
class MissionCalaverasSkippedEvent:
    """ A seat's turn was skipped: its hand had no card left.

        Attributes:
            seat (int): the seat skipped
            type_ (Literal['skipped']): the event kind
     """

    seat: int
    type_: Literal['skipped']





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal['skipped'] , d.pop("type"))
        if type_ != 'skipped':
            raise ValueError(f"type must match const 'skipped', got '{type_}'")

        mission_calaveras_skipped_event = cls(
            seat=seat,
            type_=type_,
        )

        return mission_calaveras_skipped_event

