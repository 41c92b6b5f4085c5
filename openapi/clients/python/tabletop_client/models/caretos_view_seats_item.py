from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.caretos_view_seats_item_final import CaretosViewSeatsItemFinal
  from ..models.caretos_view_seats_item_hand import CaretosViewSeatsItemHand





T = TypeVar("T", bound="CaretosViewSeatsItem")



@_attrs_define
class CaretosViewSeatsItem:
    """ 
        Attributes:
            bonus_done (list[str] | Unset):
            bonus_held (list[str] | Unset):
            campfires (int | Unset):
            captured (str | Unset):
            discard (list[str] | Unset):
            final (CaretosViewSeatsItemFinal | Unset):
            final_rejected (str | Unset):
            hand (CaretosViewSeatsItemHand | Unset):
            symbol (str | Unset):
     """

    bonus_done: list[str] | Unset = UNSET
    bonus_held: list[str] | Unset = UNSET
    campfires: int | Unset = UNSET
    captured: str | Unset = UNSET
    discard: list[str] | Unset = UNSET
    final: CaretosViewSeatsItemFinal | Unset = UNSET
    final_rejected: str | Unset = UNSET
    hand: CaretosViewSeatsItemHand | Unset = UNSET
    symbol: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.caretos_view_seats_item_final import CaretosViewSeatsItemFinal # noqa: PLC0415
        from ..models.caretos_view_seats_item_hand import CaretosViewSeatsItemHand # noqa: PLC0415
        bonus_done: list[str] | Unset = UNSET
        if not isinstance(self.bonus_done, Unset):
            bonus_done = self.bonus_done



        bonus_held: list[str] | Unset = UNSET
        if not isinstance(self.bonus_held, Unset):
            bonus_held = self.bonus_held



        campfires = self.campfires

        captured = self.captured

        discard: list[str] | Unset = UNSET
        if not isinstance(self.discard, Unset):
            discard = self.discard



        final: dict[str, Any] | Unset = UNSET
        if not isinstance(self.final, Unset):
            final = self.final.to_dict()

        final_rejected = self.final_rejected

        hand: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand.to_dict()

        symbol = self.symbol


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if bonus_done is not UNSET:
            field_dict["bonus_done"] = bonus_done
        if bonus_held is not UNSET:
            field_dict["bonus_held"] = bonus_held
        if campfires is not UNSET:
            field_dict["campfires"] = campfires
        if captured is not UNSET:
            field_dict["captured"] = captured
        if discard is not UNSET:
            field_dict["discard"] = discard
        if final is not UNSET:
            field_dict["final"] = final
        if final_rejected is not UNSET:
            field_dict["final_rejected"] = final_rejected
        if hand is not UNSET:
            field_dict["hand"] = hand
        if symbol is not UNSET:
            field_dict["symbol"] = symbol

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.caretos_view_seats_item_final import CaretosViewSeatsItemFinal # noqa: PLC0415
        from ..models.caretos_view_seats_item_hand import CaretosViewSeatsItemHand # noqa: PLC0415
        d = dict(src_dict)
        bonus_done = cast(list[str], d.pop("bonus_done", UNSET))


        bonus_held = cast(list[str], d.pop("bonus_held", UNSET))


        campfires = d.pop("campfires", UNSET)

        captured = d.pop("captured", UNSET)

        discard = cast(list[str], d.pop("discard", UNSET))


        _final = d.pop("final", UNSET)
        final: CaretosViewSeatsItemFinal | Unset
        if isinstance(_final,  Unset):
            final = UNSET
        else:
            final = CaretosViewSeatsItemFinal.from_dict(_final)




        final_rejected = d.pop("final_rejected", UNSET)

        _hand = d.pop("hand", UNSET)
        hand: CaretosViewSeatsItemHand | Unset
        if isinstance(_hand,  Unset):
            hand = UNSET
        else:
            hand = CaretosViewSeatsItemHand.from_dict(_hand)




        symbol = d.pop("symbol", UNSET)

        caretos_view_seats_item = cls(
            bonus_done=bonus_done,
            bonus_held=bonus_held,
            campfires=campfires,
            captured=captured,
            discard=discard,
            final=final,
            final_rejected=final_rejected,
            hand=hand,
            symbol=symbol,
        )


        caretos_view_seats_item.additional_properties = d
        return caretos_view_seats_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
