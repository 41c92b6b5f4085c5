from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_placed_event_monster import CaretosPlacedEventMonster
from ..models.caretos_placed_event_why import CaretosPlacedEventWhy
from typing import Literal, cast






T = TypeVar("T", bound="CaretosPlacedEvent")



@_attrs_define
class CaretosPlacedEvent:
    """ a Monster was placed on the board

        Attributes:
            at (int): a location id on the board
            monster (CaretosPlacedEventMonster): a Monster
            type_ (Literal['placed']): the event kind
            why (CaretosPlacedEventWhy): back from the Cauldron, or the Witch's moon
     """

    at: int
    monster: CaretosPlacedEventMonster
    type_: Literal['placed']
    why: CaretosPlacedEventWhy





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        monster = self.monster.value

        type_ = self.type_

        why = self.why.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "monster": monster,
            "type": type_,
            "why": why,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        monster = CaretosPlacedEventMonster(d.pop("monster"))




        type_ = cast(Literal['placed'] , d.pop("type"))
        if type_ != 'placed':
            raise ValueError(f"type must match const 'placed', got '{type_}'")

        why = CaretosPlacedEventWhy(d.pop("why"))




        caretos_placed_event = cls(
            at=at,
            monster=monster,
            type_=type_,
            why=why,
        )

        return caretos_placed_event

