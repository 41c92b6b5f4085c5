from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="EncantadosTradedEvent")



@_attrs_define
class EncantadosTradedEvent:
    """ In a team game one partner passes a card to the other.

        Attributes:
            count (int): cards passed (always 1)
            seat (int): the giving seat
            to (int): the partner receiving
            type_ (Literal['traded']): the event kind
            cards (list[str] | Unset): the card, shown to the two partners only
     """

    count: int
    seat: int
    to: int
    type_: Literal['traded']
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat = self.seat

        to = self.to

        type_ = self.type_

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "seat": seat,
            "to": to,
            "type": type_,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        seat = d.pop("seat")

        to = d.pop("to")

        type_ = cast(Literal['traded'] , d.pop("type"))
        if type_ != 'traded':
            raise ValueError(f"type must match const 'traded', got '{type_}'")

        cards = cast(list[str], d.pop("cards", UNSET))


        encantados_traded_event = cls(
            count=count,
            seat=seat,
            to=to,
            type_=type_,
            cards=cards,
        )

        return encantados_traded_event

