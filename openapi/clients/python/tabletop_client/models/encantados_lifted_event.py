from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="EncantadosLiftedEvent")



@_attrs_define
class EncantadosLiftedEvent:
    """ Trolls: a card is taken out of a garden, to be placed in one.

        Attributes:
            card (str): the card's id
            garden (int): the garden (unit) number
            seat (int): the seat using the Trolls
            type_ (Literal['lifted']): the event kind
     """

    card: str
    garden: int
    seat: int
    type_: Literal['lifted']





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        garden = self.garden

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "garden": garden,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        garden = d.pop("garden")

        seat = d.pop("seat")

        type_ = cast(Literal['lifted'] , d.pop("type"))
        if type_ != 'lifted':
            raise ValueError(f"type must match const 'lifted', got '{type_}'")

        encantados_lifted_event = cls(
            card=card,
            garden=garden,
            seat=seat,
            type_=type_,
        )

        return encantados_lifted_event

