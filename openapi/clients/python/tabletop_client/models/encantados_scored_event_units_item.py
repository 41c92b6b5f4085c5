from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EncantadosScoredEventUnitsItem")



@_attrs_define
class EncantadosScoredEventUnitsItem:
    """ one garden owner's score

        Attributes:
            garden (int): what its garden scored
            hands (int): what its hands scored (zero or less)
            round_ (int): garden plus hands
            seats (list[int]): its seats
            total (int): its score after the round
            unit (int): the unit (garden) number
     """

    garden: int
    hands: int
    round_: int
    seats: list[int]
    total: int
    unit: int





    def to_dict(self) -> dict[str, Any]:
        garden = self.garden

        hands = self.hands

        round_ = self.round_

        seats = self.seats



        total = self.total

        unit = self.unit


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "garden": garden,
            "hands": hands,
            "round": round_,
            "seats": seats,
            "total": total,
            "unit": unit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        garden = d.pop("garden")

        hands = d.pop("hands")

        round_ = d.pop("round")

        seats = cast(list[int], d.pop("seats"))


        total = d.pop("total")

        unit = d.pop("unit")

        encantados_scored_event_units_item = cls(
            garden=garden,
            hands=hands,
            round_=round_,
            seats=seats,
            total=total,
            unit=unit,
        )

        return encantados_scored_event_units_item

