from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CaretosCardDrawnEvent")



@_attrs_define
class CaretosCardDrawnEvent:
    """ a player drew a Night Card (id: its own eyes only)

        Attributes:
            card (str): a card id, or hidden for a viewer who may not see it
            deck_left (int): cards left in the draw pile
            seat (int): a seat index
            type_ (Literal['card-drawn']): the event kind
     """

    card: str
    deck_left: int
    seat: int
    type_: Literal['card-drawn']





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        deck_left = self.deck_left

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "deck_left": deck_left,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        deck_left = d.pop("deck_left")

        seat = d.pop("seat")

        type_ = cast(Literal['card-drawn'] , d.pop("type"))
        if type_ != 'card-drawn':
            raise ValueError(f"type must match const 'card-drawn', got '{type_}'")

        caretos_card_drawn_event = cls(
            card=card,
            deck_left=deck_left,
            seat=seat,
            type_=type_,
        )

        return caretos_card_drawn_event

