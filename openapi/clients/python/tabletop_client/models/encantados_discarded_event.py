from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_discarded_event_pile import EncantadosDiscardedEventPile
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="EncantadosDiscardedEvent")



@_attrs_define
class EncantadosDiscardedEvent:
    """ Cards go face up onto a discard pile.

        Attributes:
            cards (list[str]): the cards, bottom first
            pile (EncantadosDiscardedEventPile): the discard pile
            seat (int): the seat whose cards they were
            type_ (Literal['discarded']): the event kind
     """

    cards: list[str]
    pile: EncantadosDiscardedEventPile
    seat: int
    type_: Literal['discarded']





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        pile = self.pile.value

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "pile": pile,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        pile = EncantadosDiscardedEventPile(d.pop("pile"))




        seat = d.pop("seat")

        type_ = cast(Literal['discarded'] , d.pop("type"))
        if type_ != 'discarded':
            raise ValueError(f"type must match const 'discarded', got '{type_}'")

        encantados_discarded_event = cls(
            cards=cards,
            pile=pile,
            seat=seat,
            type_=type_,
        )

        return encantados_discarded_event

