from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_cards_dealt_event_pile import CaretosCardsDealtEventPile
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CaretosCardsDealtEvent")



@_attrs_define
class CaretosCardsDealtEvent:
    """ set-up: cards dealt to a seat (ids for it only)

        Attributes:
            cards (list[str]): card ids
            pile (CaretosCardsDealtEventPile): Night Cards in hand, or Final Bonus Cards
            seat (int): a seat index
            type_ (Literal['cards-dealt']): the event kind
     """

    cards: list[str]
    pile: CaretosCardsDealtEventPile
    seat: int
    type_: Literal['cards-dealt']





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


        pile = CaretosCardsDealtEventPile(d.pop("pile"))




        seat = d.pop("seat")

        type_ = cast(Literal['cards-dealt'] , d.pop("type"))
        if type_ != 'cards-dealt':
            raise ValueError(f"type must match const 'cards-dealt', got '{type_}'")

        caretos_cards_dealt_event = cls(
            cards=cards,
            pile=pile,
            seat=seat,
            type_=type_,
        )

        return caretos_cards_dealt_event

