from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_drew_event_source import EncantadosDrewEventSource
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="EncantadosDrewEvent")



@_attrs_define
class EncantadosDrewEvent:
    """ A seat takes cards into its hand from a pile (phase 1 or a discard pile's top, Dwarves, the Autumn or Winter song,
    Goblins).

        Attributes:
            count (int): cards drawn
            seat (int): the seat whose hand gets the cards
            source (EncantadosDrewEventSource): the pile the cards came from
            type_ (Literal['drew']): the event kind
            cards (list[str] | Unset): the cards; from a discard pile everyone sees them, from the draw pile only the
                drawing seat
     """

    count: int
    seat: int
    source: EncantadosDrewEventSource
    type_: Literal['drew']
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat = self.seat

        source = self.source.value

        type_ = self.type_

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "seat": seat,
            "source": source,
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

        source = EncantadosDrewEventSource(d.pop("source"))




        type_ = cast(Literal['drew'] , d.pop("type"))
        if type_ != 'drew':
            raise ValueError(f"type must match const 'drew', got '{type_}'")

        cards = cast(list[str], d.pop("cards", UNSET))


        encantados_drew_event = cls(
            count=count,
            seat=seat,
            source=source,
            type_=type_,
            cards=cards,
        )

        return encantados_drew_event

