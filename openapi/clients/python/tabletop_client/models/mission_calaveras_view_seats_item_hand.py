from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MissionCalaverasViewSeatsItemHand")



@_attrs_define
class MissionCalaverasViewSeatsItemHand:
    """ the seat's hand: its size, and its cards for the viewer's own seat only

        Attributes:
            count (int): cards in the hand (0 for a ghost)
            cards (list[str] | Unset): the cards, present only in the viewer's own hand
     """

    count: int
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        cards = cast(list[str], d.pop("cards", UNSET))


        mission_calaveras_view_seats_item_hand = cls(
            count=count,
            cards=cards,
        )

        return mission_calaveras_view_seats_item_hand

