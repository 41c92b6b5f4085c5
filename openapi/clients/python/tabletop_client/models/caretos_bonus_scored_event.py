from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CaretosBonusScoredEvent")



@_attrs_define
class CaretosBonusScoredEvent:
    """ a scare met a held Bonus Card's goal

        Attributes:
            card (str): the card completed
            seat (int): a seat index
            type_ (Literal['bonus-scored']): the event kind
            vp (int): its victory points
     """

    card: str
    seat: int
    type_: Literal['bonus-scored']
    vp: int





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        type_ = self.type_

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
            "type": type_,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        type_ = cast(Literal['bonus-scored'] , d.pop("type"))
        if type_ != 'bonus-scored':
            raise ValueError(f"type must match const 'bonus-scored', got '{type_}'")

        vp = d.pop("vp")

        caretos_bonus_scored_event = cls(
            card=card,
            seat=seat,
            type_=type_,
            vp=vp,
        )

        return caretos_bonus_scored_event

