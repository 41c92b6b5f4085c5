from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_round_ended_event_cause import EncantadosRoundEndedEventCause
from typing import Literal, cast






T = TypeVar("T", bound="EncantadosRoundEndedEvent")



@_attrs_define
class EncantadosRoundEndedEvent:
    """ The round is over: the draw pile ran out during the turn, enough hands are empty, or the round reached its turn
    limit (40 turns per seat).

        Attributes:
            cause (EncantadosRoundEndedEventCause): what ended it
            round_ (int): the round that ended
            type_ (Literal['round_ended']): the event kind
     """

    cause: EncantadosRoundEndedEventCause
    round_: int
    type_: Literal['round_ended']





    def to_dict(self) -> dict[str, Any]:
        cause = self.cause.value

        round_ = self.round_

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cause": cause,
            "round": round_,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cause = EncantadosRoundEndedEventCause(d.pop("cause"))




        round_ = d.pop("round")

        type_ = cast(Literal['round_ended'] , d.pop("type"))
        if type_ != 'round_ended':
            raise ValueError(f"type must match const 'round_ended', got '{type_}'")

        encantados_round_ended_event = cls(
            cause=cause,
            round_=round_,
            type_=type_,
        )

        return encantados_round_ended_event

