from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_log_options import GameLogOptions
  from ..models.log_entry import LogEntry





T = TypeVar("T", bound="GameLog")



@_attrs_define
class GameLog:
    """ 
        Attributes:
            entries (list[LogEntry]): the actions applied, oldest first
            game (str): which game it is (a name from GET /game-types)
            id (str): the game's id (in its URL)
            options (GameLogOptions): every option of the game with the value it was set up with
            players (int): how many players it was created with
            seed (int | None): revealed once finished
            version (int): counts the actions applied; send it with the next action
     """

    entries: list[LogEntry]
    game: str
    id: str
    options: GameLogOptions
    players: int
    seed: int | None
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_log_options import GameLogOptions # noqa: PLC0415
        from ..models.log_entry import LogEntry # noqa: PLC0415
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        game = self.game

        id = self.id

        options = self.options.to_dict()

        players = self.players

        seed: int | None
        seed = self.seed

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "entries": entries,
            "game": game,
            "id": id,
            "options": options,
            "players": players,
            "seed": seed,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_log_options import GameLogOptions # noqa: PLC0415
        from ..models.log_entry import LogEntry # noqa: PLC0415
        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = LogEntry.from_dict(entries_item_data)



            entries.append(entries_item)


        game = d.pop("game")

        id = d.pop("id")

        options = GameLogOptions.from_dict(d.pop("options"))




        players = d.pop("players")

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))


        version = d.pop("version")

        game_log = cls(
            entries=entries,
            game=game,
            id=id,
            options=options,
            players=players,
            seed=seed,
            version=version,
        )

        return game_log

