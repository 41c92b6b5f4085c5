from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EncantadosViewHandsItem")



@_attrs_define
class EncantadosViewHandsItem:
    """ one seat's hand

        Attributes:
            count (int): cards in the hand
            known (list[str]): the cards of this hand everyone knows it holds, in suit order: taken from a face-up discard
                pile in this round and not seen to leave it since (a trade between partners, passed unseen, clears both their
                hands' lists)
            cards (list[str] | Unset): the cards, in suit order (the viewer's own hand only)
     """

    count: int
    known: list[str]
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        known = self.known



        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "known": known,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        known = cast(list[str], d.pop("known"))


        cards = cast(list[str], d.pop("cards", UNSET))


        encantados_view_hands_item = cls(
            count=count,
            known=known,
            cards=cards,
        )

        return encantados_view_hands_item

