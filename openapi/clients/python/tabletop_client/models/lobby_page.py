from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.lobby_game import LobbyGame





T = TypeVar("T", bound="LobbyPage")



@_attrs_define
class LobbyPage:
    """ 
        Attributes:
            games (list[LobbyGame]): listed games with open seats, newest first
            next_cursor (None | str): pass it as cursor for the next page; null on the last
     """

    games: list[LobbyGame]
    next_cursor: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.lobby_game import LobbyGame # noqa: PLC0415
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        next_cursor: None | str
        next_cursor = self.next_cursor


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "games": games,
            "next_cursor": next_cursor,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lobby_game import LobbyGame # noqa: PLC0415
        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = LobbyGame.from_dict(games_item_data)



            games.append(games_item)


        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))


        lobby_page = cls(
            games=games,
            next_cursor=next_cursor,
        )

        return lobby_page

