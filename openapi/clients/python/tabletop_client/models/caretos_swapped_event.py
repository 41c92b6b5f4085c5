from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_swapped_event_monster import CaretosSwappedEventMonster
from ..models.caretos_swapped_event_with import CaretosSwappedEventWith
from typing import Literal, cast






T = TypeVar("T", bound="CaretosSwappedEvent")



@_attrs_define
class CaretosSwappedEvent:
    """ the Werewolf swapped places

        Attributes:
            at (int): where the Werewolf is now
            monster (CaretosSwappedEventMonster): a Monster
            other_at (int): where the other piece is now
            type_ (Literal['swapped']): the event kind
            with_ (CaretosSwappedEventWith): the piece it swapped with
     """

    at: int
    monster: CaretosSwappedEventMonster
    other_at: int
    type_: Literal['swapped']
    with_: CaretosSwappedEventWith





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        monster = self.monster.value

        other_at = self.other_at

        type_ = self.type_

        with_ = self.with_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "monster": monster,
            "other_at": other_at,
            "type": type_,
            "with": with_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        monster = CaretosSwappedEventMonster(d.pop("monster"))




        other_at = d.pop("other_at")

        type_ = cast(Literal['swapped'] , d.pop("type"))
        if type_ != 'swapped':
            raise ValueError(f"type must match const 'swapped', got '{type_}'")

        with_ = CaretosSwappedEventWith(d.pop("with"))




        caretos_swapped_event = cls(
            at=at,
            monster=monster,
            other_at=other_at,
            type_=type_,
            with_=with_,
        )

        return caretos_swapped_event

