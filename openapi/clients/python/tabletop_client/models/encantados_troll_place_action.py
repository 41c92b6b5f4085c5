from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_troll_place_action_group import EncantadosTrollPlaceActionGroup
from ..models.encantados_troll_place_action_type import EncantadosTrollPlaceActionType






T = TypeVar("T", bound="EncantadosTrollPlaceAction")



@_attrs_define
class EncantadosTrollPlaceAction:
    """ Trolls: the other garden the card goes to, and its group there (its race, 'songs' for a song, the race a Mimic
    joins).

        Example:
            {'garden': 0, 'group': 'songs', 'type': 'troll_place'}

        Attributes:
            garden (int): a garden (unit) number
            group (EncantadosTrollPlaceActionGroup):
            type_ (EncantadosTrollPlaceActionType): the action kind
     """

    garden: int
    group: EncantadosTrollPlaceActionGroup
    type_: EncantadosTrollPlaceActionType





    def to_dict(self) -> dict[str, Any]:
        garden = self.garden

        group = self.group.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "garden": garden,
            "group": group,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        garden = d.pop("garden")

        group = EncantadosTrollPlaceActionGroup(d.pop("group"))




        type_ = EncantadosTrollPlaceActionType(d.pop("type"))




        encantados_troll_place_action = cls(
            garden=garden,
            group=group,
            type_=type_,
        )

        return encantados_troll_place_action

