from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_create_game_game import CaretosCreateGameGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.caretos_create_game_options_type_0 import CaretosCreateGameOptionsType0
  from ..models.open_seat import OpenSeat
  from ..models.player import Player





T = TypeVar("T", bound="CaretosCreateGame")



@_attrs_define
class CaretosCreateGame:
    """ A new game of Caretos.

        Example:
            {'game': 'caretos', 'players': [{'bot': None, 'name': 'p0'}, {'bot': 'random', 'name': 'p1'}]}

        Attributes:
            game (CaretosCreateGameGame): which game
            players (list[OpenSeat | Player]): one per player, in seat order (ghost seats are added)
            listed (bool | Unset): shown in the lobby (GET /games), where anyone may join its open seats without an invite;
                false when omitted
            options (CaretosCreateGameOptionsType0 | None | Unset): omitted options take their defaults
            seed (int | None | Unset): fixes every shuffle; omitted, the server draws one
     """

    game: CaretosCreateGameGame
    players: list[OpenSeat | Player]
    listed: bool | Unset = UNSET
    options: CaretosCreateGameOptionsType0 | None | Unset = UNSET
    seed: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.caretos_create_game_options_type_0 import CaretosCreateGameOptionsType0 # noqa: PLC0415
        from ..models.open_seat import OpenSeat # noqa: PLC0415
        from ..models.player import Player # noqa: PLC0415
        game = self.game.value

        players = []
        for players_item_data in self.players:
            players_item: dict[str, Any]
            if isinstance(players_item_data, Player):
                players_item = players_item_data.to_dict()
            else:
                players_item = players_item_data.to_dict()

            players.append(players_item)



        listed = self.listed

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, CaretosCreateGameOptionsType0):
            options = self.options.to_dict()
        else:
            options = self.options

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
        })
        if listed is not UNSET:
            field_dict["listed"] = listed
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.caretos_create_game_options_type_0 import CaretosCreateGameOptionsType0 # noqa: PLC0415
        from ..models.open_seat import OpenSeat # noqa: PLC0415
        from ..models.player import Player # noqa: PLC0415
        d = dict(src_dict)
        game = CaretosCreateGameGame(d.pop("game"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            def _parse_players_item(data: object) -> OpenSeat | Player:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    players_item_type_0 = Player.from_dict(data)



                    return players_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                players_item_type_1 = OpenSeat.from_dict(data)



                return players_item_type_1

            players_item = _parse_players_item(players_item_data)

            players.append(players_item)


        listed = d.pop("listed", UNSET)

        def _parse_options(data: object) -> CaretosCreateGameOptionsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = CaretosCreateGameOptionsType0.from_dict(data)



                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosCreateGameOptionsType0 | None | Unset, data)

        options = _parse_options(d.pop("options", UNSET))


        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        caretos_create_game = cls(
            game=game,
            players=players,
            listed=listed,
            options=options,
            seed=seed,
        )

        return caretos_create_game

