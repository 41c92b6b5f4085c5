from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="EncantadosGameEndedEvent")



@_attrs_define
class EncantadosGameEndedEvent:
    """ The game is over.

        Attributes:
            reason (str): why, in words
            type_ (Literal['game_ended']): the event kind
            winners (list[int]): the seats ranked first
     """

    reason: str
    type_: Literal['game_ended']
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        type_ = self.type_

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "type": type_,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        type_ = cast(Literal['game_ended'] , d.pop("type"))
        if type_ != 'game_ended':
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))


        encantados_game_ended_event = cls(
            reason=reason,
            type_=type_,
            winners=winners,
        )

        return encantados_game_ended_event

