from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EncantadosViewSearch")



@_attrs_define
class EncantadosViewSearch:
    """ the search being decided: its cards shown to the searcher only

        Attributes:
            count (int): cards turned up
            seat (int | None): the searching seat (null: no search under way)
            cards (list[str] | Unset): the cards turned up (the searcher's view only)
     """

    count: int
    seat: int | None
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat: int | None
        seat = self.seat

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "seat": seat,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        cards = cast(list[str], d.pop("cards", UNSET))


        encantados_view_search = cls(
            count=count,
            seat=seat,
            cards=cards,
        )

        return encantados_view_search

