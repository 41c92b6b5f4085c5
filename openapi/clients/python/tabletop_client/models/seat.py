from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Seat")



@_attrs_define
class Seat:
    """ 
        Attributes:
            bot (None | str): the server bot's level; null: a person plays it
            controller (int | None): the seat playing a ghost
            ghost (bool): a seat with no player, played by its `controller`
            index (int): the seat's number, from 0, in seat order
            name (str): the player's name
            team (None | str): its team in a team game; null otherwise
     """

    bot: None | str
    controller: int | None
    ghost: bool
    index: int
    name: str
    team: None | str





    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        bot = self.bot

        controller: int | None
        controller = self.controller

        ghost = self.ghost

        index = self.index

        name = self.name

        team: None | str
        team = self.team


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot": bot,
            "controller": controller,
            "ghost": ghost,
            "index": index,
            "name": name,
            "team": team,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))


        def _parse_controller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        controller = _parse_controller(d.pop("controller"))


        ghost = d.pop("ghost")

        index = d.pop("index")

        name = d.pop("name")

        def _parse_team(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        team = _parse_team(d.pop("team"))


        seat = cls(
            bot=bot,
            controller=controller,
            ghost=ghost,
            index=index,
            name=name,
            team=team,
        )

        return seat

