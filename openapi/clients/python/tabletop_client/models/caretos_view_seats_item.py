from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_seats_item_symbol_type_1 import CaretosViewSeatsItemSymbolType1
from ..models.caretos_view_seats_item_symbol_type_2_type_1 import CaretosViewSeatsItemSymbolType2Type1
from ..models.caretos_view_seats_item_symbol_type_3_type_1 import CaretosViewSeatsItemSymbolType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.caretos_view_seats_item_final import CaretosViewSeatsItemFinal
  from ..models.caretos_view_seats_item_hand import CaretosViewSeatsItemHand





T = TypeVar("T", bound="CaretosViewSeatsItem")



@_attrs_define
class CaretosViewSeatsItem:
    """ one seat

        Attributes:
            bonus_done (list[str]): Bonus Cards whose goal it met
            bonus_held (list[str]): Bonus Cards bought, goal not met
            campfires (int): Campfires it holds
            captured (str): colour letters of the Villagers it captured
            discard (list[str]): its discard pile, bottom first
            final (CaretosViewSeatsItemFinal): its Final Bonus Card(s) (cards: its own view, or everyone's once the game is
                over)
            final_rejected (None | str): the Final Bonus Card it put back (experienced variant; its own view only)
            hand (CaretosViewSeatsItemHand): its Night Cards in hand (cards: its own view only)
            seat (int): the seat index
            symbol (CaretosViewSeatsItemSymbolType1 | CaretosViewSeatsItemSymbolType2Type1 |
                CaretosViewSeatsItemSymbolType3Type1 | None): its start symbol; null until chosen
     """

    bonus_done: list[str]
    bonus_held: list[str]
    campfires: int
    captured: str
    discard: list[str]
    final: CaretosViewSeatsItemFinal
    final_rejected: None | str
    hand: CaretosViewSeatsItemHand
    seat: int
    symbol: CaretosViewSeatsItemSymbolType1 | CaretosViewSeatsItemSymbolType2Type1 | CaretosViewSeatsItemSymbolType3Type1 | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.caretos_view_seats_item_final import CaretosViewSeatsItemFinal # noqa: PLC0415
        from ..models.caretos_view_seats_item_hand import CaretosViewSeatsItemHand # noqa: PLC0415
        bonus_done = self.bonus_done



        bonus_held = self.bonus_held



        campfires = self.campfires

        captured = self.captured

        discard = self.discard



        final = self.final.to_dict()

        final_rejected: None | str
        final_rejected = self.final_rejected

        hand = self.hand.to_dict()

        seat = self.seat

        symbol: None | str
        if isinstance(self.symbol, CaretosViewSeatsItemSymbolType1):
            symbol = self.symbol.value
        elif isinstance(self.symbol, CaretosViewSeatsItemSymbolType2Type1):
            symbol = self.symbol.value
        elif isinstance(self.symbol, CaretosViewSeatsItemSymbolType3Type1):
            symbol = self.symbol.value
        else:
            symbol = self.symbol


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bonus_done": bonus_done,
            "bonus_held": bonus_held,
            "campfires": campfires,
            "captured": captured,
            "discard": discard,
            "final": final,
            "final_rejected": final_rejected,
            "hand": hand,
            "seat": seat,
            "symbol": symbol,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.caretos_view_seats_item_final import CaretosViewSeatsItemFinal # noqa: PLC0415
        from ..models.caretos_view_seats_item_hand import CaretosViewSeatsItemHand # noqa: PLC0415
        d = dict(src_dict)
        bonus_done = cast(list[str], d.pop("bonus_done"))


        bonus_held = cast(list[str], d.pop("bonus_held"))


        campfires = d.pop("campfires")

        captured = d.pop("captured")

        discard = cast(list[str], d.pop("discard"))


        final = CaretosViewSeatsItemFinal.from_dict(d.pop("final"))




        def _parse_final_rejected(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        final_rejected = _parse_final_rejected(d.pop("final_rejected"))


        hand = CaretosViewSeatsItemHand.from_dict(d.pop("hand"))




        seat = d.pop("seat")

        def _parse_symbol(data: object) -> CaretosViewSeatsItemSymbolType1 | CaretosViewSeatsItemSymbolType2Type1 | CaretosViewSeatsItemSymbolType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                symbol_type_1 = CaretosViewSeatsItemSymbolType1(data)



                return symbol_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                symbol_type_2_type_1 = CaretosViewSeatsItemSymbolType2Type1(data)



                return symbol_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                symbol_type_3_type_1 = CaretosViewSeatsItemSymbolType3Type1(data)



                return symbol_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosViewSeatsItemSymbolType1 | CaretosViewSeatsItemSymbolType2Type1 | CaretosViewSeatsItemSymbolType3Type1 | None, data)

        symbol = _parse_symbol(d.pop("symbol"))


        caretos_view_seats_item = cls(
            bonus_done=bonus_done,
            bonus_held=bonus_held,
            campfires=campfires,
            captured=captured,
            discard=discard,
            final=final,
            final_rejected=final_rejected,
            hand=hand,
            seat=seat,
            symbol=symbol,
        )

        return caretos_view_seats_item

