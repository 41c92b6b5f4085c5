from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="EncantadosDealtEvent")



@_attrs_define
class EncantadosDealtEvent:
    """ A seat is dealt its hand for the new round.

        Attributes:
            count (int): cards dealt
            seat (int): the seat dealt
            type_ (Literal['dealt']): the event kind
            cards (list[str] | Unset): the cards, shown only to the seats that may see them (else left out)
     """

    count: int
    seat: int
    type_: Literal['dealt']
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat = self.seat

        type_ = self.type_

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "seat": seat,
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

        type_ = cast(Literal['dealt'] , d.pop("type"))
        if type_ != 'dealt':
            raise ValueError(f"type must match const 'dealt', got '{type_}'")

        cards = cast(list[str], d.pop("cards", UNSET))


        encantados_dealt_event = cls(
            count=count,
            seat=seat,
            type_=type_,
            cards=cards,
        )

        return encantados_dealt_event

