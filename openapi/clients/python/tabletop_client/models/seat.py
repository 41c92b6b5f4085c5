from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock





T = TypeVar("T", bound="Seat")



@_attrs_define
class Seat:
    """ 
        Attributes:
            absent (bool): timed out `max_timeouts` decisions in a row: the server plays it until its player acts again (or
                says it is back)
            bot (None | str): the server bot's level; null: a person plays it
            clock (Clock):
            controller (int | None): the seat playing a ghost
            ghost (bool): a seat with no player, played by its `controller`
            index (int): the seat's number, from 0, in seat order
            name (None | str): the player's name; null while the seat is open
            open_ (bool): waiting for someone to join it
            reserved (bool): an open seat of a rematch, kept for its previous player
            resigned (bool): its player gave up; a server bot plays it
            stand_in (None | str): the bot level the server plays this human seat with (after a resign, or while absent);
                null otherwise
            team (None | str): its team in a team game; null otherwise
     """

    absent: bool
    bot: None | str
    clock: Clock
    controller: int | None
    ghost: bool
    index: int
    name: None | str
    open_: bool
    reserved: bool
    resigned: bool
    stand_in: None | str
    team: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        absent = self.absent

        bot: None | str
        bot = self.bot

        clock = self.clock.to_dict()

        controller: int | None
        controller = self.controller

        ghost = self.ghost

        index = self.index

        name: None | str
        name = self.name

        open_ = self.open_

        reserved = self.reserved

        resigned = self.resigned

        stand_in: None | str
        stand_in = self.stand_in

        team: None | str
        team = self.team


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "absent": absent,
            "bot": bot,
            "clock": clock,
            "controller": controller,
            "ghost": ghost,
            "index": index,
            "name": name,
            "open": open_,
            "reserved": reserved,
            "resigned": resigned,
            "stand_in": stand_in,
            "team": team,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        d = dict(src_dict)
        absent = d.pop("absent")

        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))


        clock = Clock.from_dict(d.pop("clock"))




        def _parse_controller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        controller = _parse_controller(d.pop("controller"))


        ghost = d.pop("ghost")

        index = d.pop("index")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        open_ = d.pop("open")

        reserved = d.pop("reserved")

        resigned = d.pop("resigned")

        def _parse_stand_in(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stand_in = _parse_stand_in(d.pop("stand_in"))


        def _parse_team(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        team = _parse_team(d.pop("team"))


        seat = cls(
            absent=absent,
            bot=bot,
            clock=clock,
            controller=controller,
            ghost=ghost,
            index=index,
            name=name,
            open_=open_,
            reserved=reserved,
            resigned=resigned,
            stand_in=stand_in,
            team=team,
        )

        return seat

