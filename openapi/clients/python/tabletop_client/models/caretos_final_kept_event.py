from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CaretosFinalKeptEvent")



@_attrs_define
class CaretosFinalKeptEvent:
    """ a player kept one Final Bonus Card (id: its own eyes only)

        Attributes:
            card (str): a card id, or hidden for a viewer who may not see it
            seat (int): a seat index
            type_ (Literal['final-kept']): the event kind
     """

    card: str
    seat: int
    type_: Literal['final-kept']





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        type_ = cast(Literal['final-kept'] , d.pop("type"))
        if type_ != 'final-kept':
            raise ValueError(f"type must match const 'final-kept', got '{type_}'")

        caretos_final_kept_event = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return caretos_final_kept_event

