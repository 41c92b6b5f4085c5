from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.lobby_game_options import LobbyGameOptions
  from ..models.lobby_game_table import LobbyGameTable
  from ..models.seat import Seat





T = TypeVar("T", bound="LobbyGame")



@_attrs_define
class LobbyGame:
    """ 
        Attributes:
            created (str): ISO 8601, UTC
            game (str): which game it is (a name from GET /game-types)
            id (str): the game's id (in its URL)
            open_seats (list[int]): the seats one may join
            options (LobbyGameOptions): the game's options as it was set up
            players (int): how many players it seats
            seats (list[Seat]): every seat, the open ones with a null name
            table (LobbyGameTable): the table options
            version (int): counts the actions applied; send it with the next action
     """

    created: str
    game: str
    id: str
    open_seats: list[int]
    options: LobbyGameOptions
    players: int
    seats: list[Seat]
    table: LobbyGameTable
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.lobby_game_options import LobbyGameOptions # noqa: PLC0415
        from ..models.lobby_game_table import LobbyGameTable # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        created = self.created

        game = self.game

        id = self.id

        open_seats = self.open_seats



        options = self.options.to_dict()

        players = self.players

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        table = self.table.to_dict()

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created": created,
            "game": game,
            "id": id,
            "open_seats": open_seats,
            "options": options,
            "players": players,
            "seats": seats,
            "table": table,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lobby_game_options import LobbyGameOptions # noqa: PLC0415
        from ..models.lobby_game_table import LobbyGameTable # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        d = dict(src_dict)
        created = d.pop("created")

        game = d.pop("game")

        id = d.pop("id")

        open_seats = cast(list[int], d.pop("open_seats"))


        options = LobbyGameOptions.from_dict(d.pop("options"))




        players = d.pop("players")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = Seat.from_dict(seats_item_data)



            seats.append(seats_item)


        table = LobbyGameTable.from_dict(d.pop("table"))




        version = d.pop("version")

        lobby_game = cls(
            created=created,
            game=game,
            id=id,
            open_seats=open_seats,
            options=options,
            players=players,
            seats=seats,
            table=table,
            version=version,
        )

        return lobby_game

