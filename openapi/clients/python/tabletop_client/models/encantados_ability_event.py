from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_ability_event_race import EncantadosAbilityEventRace
from typing import Literal, cast






T = TypeVar("T", bound="EncantadosAbilityEvent")



@_attrs_define
class EncantadosAbilityEvent:
    """ The first card of Goblins, Kobolds or Trolls entered a garden: its owner must now use the ability.

        Attributes:
            garden (int): the garden (unit) number
            race (EncantadosAbilityEventRace): the race whose ability triggers
            seat (int): the seat that must act
            type_ (Literal['ability']): the event kind
     """

    garden: int
    race: EncantadosAbilityEventRace
    seat: int
    type_: Literal['ability']





    def to_dict(self) -> dict[str, Any]:
        garden = self.garden

        race = self.race.value

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "garden": garden,
            "race": race,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        garden = d.pop("garden")

        race = EncantadosAbilityEventRace(d.pop("race"))




        seat = d.pop("seat")

        type_ = cast(Literal['ability'] , d.pop("type"))
        if type_ != 'ability':
            raise ValueError(f"type must match const 'ability', got '{type_}'")

        encantados_ability_event = cls(
            garden=garden,
            race=race,
            seat=seat,
            type_=type_,
        )

        return encantados_ability_event

