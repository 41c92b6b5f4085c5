from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_expand_action_race import EncantadosExpandActionRace
from ..models.encantados_expand_action_type import EncantadosExpandActionType






T = TypeVar("T", bound="EncantadosExpandAction")



@_attrs_define
class EncantadosExpandAction:
    """ Phase 2: lay one card of a race in play in any garden into your garden; a Mimic joins one of your races that has
    none (never Leprechauns).

        Example:
            {'card': 'mimic-2', 'race': 'trolls', 'type': 'expand'}

        Attributes:
            card (str): a card id, e.g. trolls-3, mimic-2, song-summer
            race (EncantadosExpandActionRace):
            type_ (EncantadosExpandActionType): the action kind
     """

    card: str
    race: EncantadosExpandActionRace
    type_: EncantadosExpandActionType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        race = self.race.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "race": race,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        race = EncantadosExpandActionRace(d.pop("race"))




        type_ = EncantadosExpandActionType(d.pop("type"))




        encantados_expand_action = cls(
            card=card,
            race=race,
            type_=type_,
        )

        return encantados_expand_action

