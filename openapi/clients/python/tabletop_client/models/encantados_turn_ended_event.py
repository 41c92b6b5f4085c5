from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="EncantadosTurnEndedEvent")



@_attrs_define
class EncantadosTurnEndedEvent:
    """ A seat's turn is over and the next seat's begins.

        Attributes:
            next_ (int): the seat to play next
            seat (int): the seat whose turn ended
            type_ (Literal['turn_ended']): the event kind
     """

    next_: int
    seat: int
    type_: Literal['turn_ended']





    def to_dict(self) -> dict[str, Any]:
        next_ = self.next_

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "next": next_,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        next_ = d.pop("next")

        seat = d.pop("seat")

        type_ = cast(Literal['turn_ended'] , d.pop("type"))
        if type_ != 'turn_ended':
            raise ValueError(f"type must match const 'turn_ended', got '{type_}'")

        encantados_turn_ended_event = cls(
            next_=next_,
            seat=seat,
            type_=type_,
        )

        return encantados_turn_ended_event

