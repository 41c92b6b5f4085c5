from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_released_event_monster import CaretosReleasedEventMonster
from ..models.caretos_released_event_pay import CaretosReleasedEventPay
from typing import Literal, cast






T = TypeVar("T", bound="CaretosReleasedEvent")



@_attrs_define
class CaretosReleasedEvent:
    """ a Monster was taken out of the Cauldron

        Attributes:
            monster (CaretosReleasedEventMonster): a Monster
            pay (CaretosReleasedEventPay): paid with matching runes or 3 Campfires
            seat (int): a seat index
            type_ (Literal['released']): the event kind
     """

    monster: CaretosReleasedEventMonster
    pay: CaretosReleasedEventPay
    seat: int
    type_: Literal['released']





    def to_dict(self) -> dict[str, Any]:
        monster = self.monster.value

        pay = self.pay.value

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
            "pay": pay,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = CaretosReleasedEventMonster(d.pop("monster"))




        pay = CaretosReleasedEventPay(d.pop("pay"))




        seat = d.pop("seat")

        type_ = cast(Literal['released'] , d.pop("type"))
        if type_ != 'released':
            raise ValueError(f"type must match const 'released', got '{type_}'")

        caretos_released_event = cls(
            monster=monster,
            pay=pay,
            seat=seat,
            type_=type_,
        )

        return caretos_released_event

