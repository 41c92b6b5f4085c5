from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_start_chosen_event_symbol import CaretosStartChosenEventSymbol
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.caretos_start_chosen_event_monsters_item import CaretosStartChosenEventMonstersItem





T = TypeVar("T", bound="CaretosStartChosenEvent")



@_attrs_define
class CaretosStartChosenEvent:
    """ a player took a start symbol and placed its Monsters

        Attributes:
            monsters (list[CaretosStartChosenEventMonstersItem]): where each Monster went
            seat (int): a seat index
            symbol (CaretosStartChosenEventSymbol): the symbol
            type_ (Literal['start-chosen']): the event kind
     """

    monsters: list[CaretosStartChosenEventMonstersItem]
    seat: int
    symbol: CaretosStartChosenEventSymbol
    type_: Literal['start-chosen']





    def to_dict(self) -> dict[str, Any]:
        from ..models.caretos_start_chosen_event_monsters_item import CaretosStartChosenEventMonstersItem # noqa: PLC0415
        monsters = []
        for monsters_item_data in self.monsters:
            monsters_item = monsters_item_data.to_dict()
            monsters.append(monsters_item)



        seat = self.seat

        symbol = self.symbol.value

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monsters": monsters,
            "seat": seat,
            "symbol": symbol,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.caretos_start_chosen_event_monsters_item import CaretosStartChosenEventMonstersItem # noqa: PLC0415
        d = dict(src_dict)
        monsters = []
        _monsters = d.pop("monsters")
        for monsters_item_data in (_monsters):
            monsters_item = CaretosStartChosenEventMonstersItem.from_dict(monsters_item_data)



            monsters.append(monsters_item)


        seat = d.pop("seat")

        symbol = CaretosStartChosenEventSymbol(d.pop("symbol"))




        type_ = cast(Literal['start-chosen'] , d.pop("type"))
        if type_ != 'start-chosen':
            raise ValueError(f"type must match const 'start-chosen', got '{type_}'")

        caretos_start_chosen_event = cls(
            monsters=monsters,
            seat=seat,
            symbol=symbol,
            type_=type_,
        )

        return caretos_start_chosen_event

