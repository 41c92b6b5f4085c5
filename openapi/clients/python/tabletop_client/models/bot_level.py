from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BotLevel")



@_attrs_define
class BotLevel:
    """ 
        Attributes:
            description (str): how it plays
            name (str): the `bot` of a player in POST /games Example: random.
            strength (str): how strong it is in a line, from the measured ratings (each game's `bot_ratings`)
            title (str): its name for a person choosing an opponent (Beginner, Easy, Medium, Hard, Expert) Example: Medium.
     """

    description: str
    name: str
    strength: str
    title: str





    def to_dict(self) -> dict[str, Any]:
        description = self.description

        name = self.name

        strength = self.strength

        title = self.title


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "name": name,
            "strength": strength,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        name = d.pop("name")

        strength = d.pop("strength")

        title = d.pop("title")

        bot_level = cls(
            description=description,
            name=name,
            strength=strength,
            title=title,
        )

        return bot_level

