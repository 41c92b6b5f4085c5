from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CaretosTurnEndedEvent")



@_attrs_define
class CaretosTurnEndedEvent:
    """ a turn ended

        Attributes:
            final_turns (int): turns left once the draw pile is empty (0 before)
            next_ (int): the seat whose turn begins
            seat (int): a seat index
            type_ (Literal['turn-ended']): the event kind
     """

    final_turns: int
    next_: int
    seat: int
    type_: Literal['turn-ended']





    def to_dict(self) -> dict[str, Any]:
        final_turns = self.final_turns

        next_ = self.next_

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "final_turns": final_turns,
            "next": next_,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        final_turns = d.pop("final_turns")

        next_ = d.pop("next")

        seat = d.pop("seat")

        type_ = cast(Literal['turn-ended'] , d.pop("type"))
        if type_ != 'turn-ended':
            raise ValueError(f"type must match const 'turn-ended', got '{type_}'")

        caretos_turn_ended_event = cls(
            final_turns=final_turns,
            next_=next_,
            seat=seat,
            type_=type_,
        )

        return caretos_turn_ended_event

