from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CaretosDiscardsBoxedEvent")



@_attrs_define
class CaretosDiscardsBoxedEvent:
    """ after matching runes a discard pile left the game

        Attributes:
            cards (list[str]): card ids
            seat (int): a seat index
            type_ (Literal['discards-boxed']): the event kind
     """

    cards: list[str]
    seat: int
    type_: Literal['discards-boxed']





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        seat = d.pop("seat")

        type_ = cast(Literal['discards-boxed'] , d.pop("type"))
        if type_ != 'discards-boxed':
            raise ValueError(f"type must match const 'discards-boxed', got '{type_}'")

        caretos_discards_boxed_event = cls(
            cards=cards,
            seat=seat,
            type_=type_,
        )

        return caretos_discards_boxed_event

