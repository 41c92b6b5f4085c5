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
            next_since (int | None): `since` for the next page; null: no entry after these
            options (GameLogOptions): every option of the game with the value it was set up with
            players (int): how many players it was created with
            salt (None | str): revealed with the seed; recompute seed_commitment from both
            seed (int | None): revealed once the game is over (finished or aborted)
            seed_commitment (None | str): SHA-256 hex of salt + ':' + decimal seed, from version 0; null when the creator
                chose the seed
            seeded_by_creator (bool): the creator chose the seed: the deal is theirs
            version (int): counts the actions applied; send it with the next action
     """

    entries: list[LogEntry]
    game: str
    id: str
    next_since: int | None
    options: GameLogOptions
    players: int
    salt: None | str
    seed: int | None
    seed_commitment: None | str
    seeded_by_creator: bool
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

        next_since: int | None
        next_since = self.next_since

        options = self.options.to_dict()

        players = self.players

        salt: None | str
        salt = self.salt

        seed: int | None
        seed = self.seed

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        seeded_by_creator = self.seeded_by_creator

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "entries": entries,
            "game": game,
            "id": id,
            "next_since": next_since,
            "options": options,
            "players": players,
            "salt": salt,
            "seed": seed,
            "seed_commitment": seed_commitment,
            "seeded_by_creator": seeded_by_creator,
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

        def _parse_next_since(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_since = _parse_next_since(d.pop("next_since"))


        options = GameLogOptions.from_dict(d.pop("options"))




        players = d.pop("players")

        def _parse_salt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        salt = _parse_salt(d.pop("salt"))


        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))


        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        seeded_by_creator = d.pop("seeded_by_creator")

        version = d.pop("version")

        game_log = cls(
            entries=entries,
            game=game,
            id=id,
            next_since=next_since,
            options=options,
            players=players,
            salt=salt,
            seed=seed,
            seed_commitment=seed_commitment,
            seeded_by_creator=seeded_by_creator,
            version=version,
        )

        return game_log

