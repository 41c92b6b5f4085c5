from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_laid_event_race import EncantadosLaidEventRace
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="EncantadosLaidEvent")



@_attrs_define
class EncantadosLaidEvent:
    """ Cards from a hand join a garden: a new race, or an expansion.

        Attributes:
            cards (list[str]): the cards laid
            garden (int): the garden (unit) number
            new_race (bool): a new race (else an expansion)
            race (EncantadosLaidEventRace): the race the cards join
            seat (int): the seat laying
            type_ (Literal['laid']): the event kind
     """

    cards: list[str]
    garden: int
    new_race: bool
    race: EncantadosLaidEventRace
    seat: int
    type_: Literal['laid']





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        garden = self.garden

        new_race = self.new_race

        race = self.race.value

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "garden": garden,
            "new_race": new_race,
            "race": race,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        garden = d.pop("garden")

        new_race = d.pop("new_race")

        race = EncantadosLaidEventRace(d.pop("race"))




        seat = d.pop("seat")

        type_ = cast(Literal['laid'] , d.pop("type"))
        if type_ != 'laid':
            raise ValueError(f"type must match const 'laid', got '{type_}'")

        encantados_laid_event = cls(
            cards=cards,
            garden=garden,
            new_race=new_race,
            race=race,
            seat=seat,
            type_=type_,
        )

        return encantados_laid_event

