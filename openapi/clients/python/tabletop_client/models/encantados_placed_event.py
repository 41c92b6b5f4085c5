from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_placed_event_group import EncantadosPlacedEventGroup
from typing import Literal, cast






T = TypeVar("T", bound="EncantadosPlacedEvent")



@_attrs_define
class EncantadosPlacedEvent:
    """ Trolls: the card taken is placed in a garden (maybe where it was).

        Attributes:
            card (str): the card's id
            garden (int): the garden (unit) number
            group (EncantadosPlacedEventGroup): the group of that garden: a race, or 'songs'
            seat (int): the seat using the Trolls
            type_ (Literal['placed']): the event kind
     """

    card: str
    garden: int
    group: EncantadosPlacedEventGroup
    seat: int
    type_: Literal['placed']





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        garden = self.garden

        group = self.group.value

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "garden": garden,
            "group": group,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        garden = d.pop("garden")

        group = EncantadosPlacedEventGroup(d.pop("group"))




        seat = d.pop("seat")

        type_ = cast(Literal['placed'] , d.pop("type"))
        if type_ != 'placed':
            raise ValueError(f"type must match const 'placed', got '{type_}'")

        encantados_placed_event = cls(
            card=card,
            garden=garden,
            group=group,
            seat=seat,
            type_=type_,
        )

        return encantados_placed_event

