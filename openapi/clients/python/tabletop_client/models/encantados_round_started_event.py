from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="EncantadosRoundStartedEvent")



@_attrs_define
class EncantadosRoundStartedEvent:
    """ A new round: gardens and hands cleared, the whole deck shuffled and dealt.

        Attributes:
            draw_pile (int): cards left in the draw pile
            round_ (int): the new round's number
            starter (int): the seat playing first
            type_ (Literal['round_started']): the event kind
     """

    draw_pile: int
    round_: int
    starter: int
    type_: Literal['round_started']





    def to_dict(self) -> dict[str, Any]:
        draw_pile = self.draw_pile

        round_ = self.round_

        starter = self.starter

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "draw_pile": draw_pile,
            "round": round_,
            "starter": starter,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw_pile = d.pop("draw_pile")

        round_ = d.pop("round")

        starter = d.pop("starter")

        type_ = cast(Literal['round_started'] , d.pop("type"))
        if type_ != 'round_started':
            raise ValueError(f"type must match const 'round_started', got '{type_}'")

        encantados_round_started_event = cls(
            draw_pile=draw_pile,
            round_=round_,
            starter=starter,
            type_=type_,
        )

        return encantados_round_started_event

