from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_night_card_event_extra_type_1 import CaretosNightCardEventExtraType1
from ..models.caretos_night_card_event_extra_type_2_type_1 import CaretosNightCardEventExtraType2Type1
from ..models.caretos_night_card_event_extra_type_3_type_1 import CaretosNightCardEventExtraType3Type1
from ..models.caretos_night_card_event_night import CaretosNightCardEventNight
from ..models.caretos_night_card_event_rune_type_1 import CaretosNightCardEventRuneType1
from ..models.caretos_night_card_event_rune_type_2_type_1 import CaretosNightCardEventRuneType2Type1
from ..models.caretos_night_card_event_rune_type_3_type_1 import CaretosNightCardEventRuneType3Type1
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CaretosNightCardEvent")



@_attrs_define
class CaretosNightCardEvent:
    """ a Night Card was played

        Attributes:
            card (str): the card played
            extra (CaretosNightCardEventExtraType1 | CaretosNightCardEventExtraType2Type1 |
                CaretosNightCardEventExtraType3Type1 | None): its extra symbol: Gather Villagers or Move Caretos N
            night (CaretosNightCardEventNight): its night symbol
            rune (CaretosNightCardEventRuneType1 | CaretosNightCardEventRuneType2Type1 | CaretosNightCardEventRuneType3Type1
                | None): its rune; null for none
            rune_match (bool): its rune matches the card below
            seat (int): a seat index
            type_ (Literal['night-card']): the event kind
     """

    card: str
    extra: CaretosNightCardEventExtraType1 | CaretosNightCardEventExtraType2Type1 | CaretosNightCardEventExtraType3Type1 | None
    night: CaretosNightCardEventNight
    rune: CaretosNightCardEventRuneType1 | CaretosNightCardEventRuneType2Type1 | CaretosNightCardEventRuneType3Type1 | None
    rune_match: bool
    seat: int
    type_: Literal['night-card']





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        extra: None | str
        if isinstance(self.extra, CaretosNightCardEventExtraType1):
            extra = self.extra.value
        elif isinstance(self.extra, CaretosNightCardEventExtraType2Type1):
            extra = self.extra.value
        elif isinstance(self.extra, CaretosNightCardEventExtraType3Type1):
            extra = self.extra.value
        else:
            extra = self.extra

        night = self.night.value

        rune: None | str
        if isinstance(self.rune, CaretosNightCardEventRuneType1):
            rune = self.rune.value
        elif isinstance(self.rune, CaretosNightCardEventRuneType2Type1):
            rune = self.rune.value
        elif isinstance(self.rune, CaretosNightCardEventRuneType3Type1):
            rune = self.rune.value
        else:
            rune = self.rune

        rune_match = self.rune_match

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "extra": extra,
            "night": night,
            "rune": rune,
            "rune_match": rune_match,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        def _parse_extra(data: object) -> CaretosNightCardEventExtraType1 | CaretosNightCardEventExtraType2Type1 | CaretosNightCardEventExtraType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                extra_type_1 = CaretosNightCardEventExtraType1(data)



                return extra_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                extra_type_2_type_1 = CaretosNightCardEventExtraType2Type1(data)



                return extra_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                extra_type_3_type_1 = CaretosNightCardEventExtraType3Type1(data)



                return extra_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosNightCardEventExtraType1 | CaretosNightCardEventExtraType2Type1 | CaretosNightCardEventExtraType3Type1 | None, data)

        extra = _parse_extra(d.pop("extra"))


        night = CaretosNightCardEventNight(d.pop("night"))




        def _parse_rune(data: object) -> CaretosNightCardEventRuneType1 | CaretosNightCardEventRuneType2Type1 | CaretosNightCardEventRuneType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rune_type_1 = CaretosNightCardEventRuneType1(data)



                return rune_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rune_type_2_type_1 = CaretosNightCardEventRuneType2Type1(data)



                return rune_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rune_type_3_type_1 = CaretosNightCardEventRuneType3Type1(data)



                return rune_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosNightCardEventRuneType1 | CaretosNightCardEventRuneType2Type1 | CaretosNightCardEventRuneType3Type1 | None, data)

        rune = _parse_rune(d.pop("rune"))


        rune_match = d.pop("rune_match")

        seat = d.pop("seat")

        type_ = cast(Literal['night-card'] , d.pop("type"))
        if type_ != 'night-card':
            raise ValueError(f"type must match const 'night-card', got '{type_}'")

        caretos_night_card_event = cls(
            card=card,
            extra=extra,
            night=night,
            rune=rune,
            rune_match=rune_match,
            seat=seat,
            type_=type_,
        )

        return caretos_night_card_event

