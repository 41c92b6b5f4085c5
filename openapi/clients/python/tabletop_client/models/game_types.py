from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.bot_level import BotLevel
  from ..models.game_type import GameType





T = TypeVar("T", bound="GameTypes")



@_attrs_define
class GameTypes:
    """ 
        Attributes:
            bot_levels (list[BotLevel]): the levels of server-side bots
            games (list[GameType]): every hosted game (GET /game-types/{name} adds its rules and catalogue)
     """

    bot_levels: list[BotLevel]
    games: list[GameType]





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_level import BotLevel # noqa: PLC0415
        from ..models.game_type import GameType # noqa: PLC0415
        bot_levels = []
        for bot_levels_item_data in self.bot_levels:
            bot_levels_item = bot_levels_item_data.to_dict()
            bot_levels.append(bot_levels_item)



        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot_levels": bot_levels,
            "games": games,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_level import BotLevel # noqa: PLC0415
        from ..models.game_type import GameType # noqa: PLC0415
        d = dict(src_dict)
        bot_levels = []
        _bot_levels = d.pop("bot_levels")
        for bot_levels_item_data in (_bot_levels):
            bot_levels_item = BotLevel.from_dict(bot_levels_item_data)



            bot_levels.append(bot_levels_item)


        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = GameType.from_dict(games_item_data)



            games.append(games_item)


        game_types = cls(
            bot_levels=bot_levels,
            games=games,
        )

        return game_types

