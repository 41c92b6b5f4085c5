from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_activated_event_monster import CaretosActivatedEventMonster
from ..models.caretos_activated_event_night import CaretosActivatedEventNight
from ..models.caretos_activated_event_pay import CaretosActivatedEventPay
from typing import Literal, cast






T = TypeVar("T", bound="CaretosActivatedEvent")



@_attrs_define
class CaretosActivatedEvent:
    """ a Monster was activated

        Attributes:
            monster (CaretosActivatedEventMonster): a Monster
            night (CaretosActivatedEventNight): the ability used
            pay (CaretosActivatedEventPay): how the activation was paid
            seat (int): a seat index
            type_ (Literal['activated']): the event kind
     """

    monster: CaretosActivatedEventMonster
    night: CaretosActivatedEventNight
    pay: CaretosActivatedEventPay
    seat: int
    type_: Literal['activated']





    def to_dict(self) -> dict[str, Any]:
        monster = self.monster.value

        night = self.night.value

        pay = self.pay.value

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
            "night": night,
            "pay": pay,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = CaretosActivatedEventMonster(d.pop("monster"))




        night = CaretosActivatedEventNight(d.pop("night"))




        pay = CaretosActivatedEventPay(d.pop("pay"))




        seat = d.pop("seat")

        type_ = cast(Literal['activated'] , d.pop("type"))
        if type_ != 'activated':
            raise ValueError(f"type must match const 'activated', got '{type_}'")

        caretos_activated_event = cls(
            monster=monster,
            night=night,
            pay=pay,
            seat=seat,
            type_=type_,
        )

        return caretos_activated_event

