from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_view_pending_item_decision import EncantadosViewPendingItemDecision
from ..models.encantados_view_pending_item_pile import EncantadosViewPendingItemPile
from ..types import UNSET, Unset






T = TypeVar("T", bound="EncantadosViewPendingItem")



@_attrs_define
class EncantadosViewPendingItem:
    """ a decision that interrupts the turn

        Attributes:
            decision (EncantadosViewPendingItemDecision): what must be decided
            seat (int): the seat that decides it
            text (str): what it asks, in words
            done (int | Unset): trade_give and trade_return: cards passed so far (0 or 1)
            from_garden (int | Unset): troll_place: the garden the Troll took the card from
            pile (EncantadosViewPendingItemPile | Unset): take: the discard pile the Dwarves pick from
     """

    decision: EncantadosViewPendingItemDecision
    seat: int
    text: str
    done: int | Unset = UNSET
    from_garden: int | Unset = UNSET
    pile: EncantadosViewPendingItemPile | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        decision = self.decision.value

        seat = self.seat

        text = self.text

        done = self.done

        from_garden = self.from_garden

        pile: str | Unset = UNSET
        if not isinstance(self.pile, Unset):
            pile = self.pile.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decision": decision,
            "seat": seat,
            "text": text,
        })
        if done is not UNSET:
            field_dict["done"] = done
        if from_garden is not UNSET:
            field_dict["from_garden"] = from_garden
        if pile is not UNSET:
            field_dict["pile"] = pile

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decision = EncantadosViewPendingItemDecision(d.pop("decision"))




        seat = d.pop("seat")

        text = d.pop("text")

        done = d.pop("done", UNSET)

        from_garden = d.pop("from_garden", UNSET)

        _pile = d.pop("pile", UNSET)
        pile: EncantadosViewPendingItemPile | Unset
        if isinstance(_pile,  Unset):
            pile = UNSET
        else:
            pile = EncantadosViewPendingItemPile(_pile)




        encantados_view_pending_item = cls(
            decision=decision,
            seat=seat,
            text=text,
            done=done,
            from_garden=from_garden,
            pile=pile,
        )

        return encantados_view_pending_item

