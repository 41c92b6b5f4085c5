from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_chose_player_event_cause import EncantadosChosePlayerEventCause
from typing import Literal, cast






T = TypeVar("T", bound="EncantadosChosePlayerEvent")



@_attrs_define
class EncantadosChosePlayerEvent:
    """ A seat names the player a song or the Goblins act on.

        Attributes:
            cause (EncantadosChosePlayerEventCause): what the choice is for
            seat (int): the choosing seat
            target (int): the seat chosen
            type_ (Literal['chose_player']): the event kind
     """

    cause: EncantadosChosePlayerEventCause
    seat: int
    target: int
    type_: Literal['chose_player']





    def to_dict(self) -> dict[str, Any]:
        cause = self.cause.value

        seat = self.seat

        target = self.target

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cause": cause,
            "seat": seat,
            "target": target,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cause = EncantadosChosePlayerEventCause(d.pop("cause"))




        seat = d.pop("seat")

        target = d.pop("target")

        type_ = cast(Literal['chose_player'] , d.pop("type"))
        if type_ != 'chose_player':
            raise ValueError(f"type must match const 'chose_player', got '{type_}'")

        encantados_chose_player_event = cls(
            cause=cause,
            seat=seat,
            target=target,
            type_=type_,
        )

        return encantados_chose_player_event

