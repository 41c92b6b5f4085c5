from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_lay_race_action_type import EncantadosLayRaceActionType
from typing import cast






T = TypeVar("T", bound="EncantadosLayRaceAction")



@_attrs_define
class EncantadosLayRaceAction:
    """ Phase 2, once a turn: a race new to your garden, three cards of it (two with 2 Will-o'-the-wisps); one Mimic may
    replace one (never for Leprechauns).

        Example:
            {'cards': ['goblins-1', 'goblins-2', 'mimic-3'], 'type': 'lay_race'}

        Attributes:
            cards (list[str]):
            type_ (EncantadosLayRaceActionType): the action kind
     """

    cards: list[str]
    type_: EncantadosLayRaceActionType





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        type_ = EncantadosLayRaceActionType(d.pop("type"))




        encantados_lay_race_action = cls(
            cards=cards,
            type_=type_,
        )

        return encantados_lay_race_action

