from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.seat_with_token import SeatWithToken





T = TypeVar("T", bound="CreatedGame")



@_attrs_define
class CreatedGame:
    """ 
        Attributes:
            creator_token (str): the creator's token, shown only here: as a bearer token on POST /games/{game_id}/abort it
                calls the game off while it waits (and takes it out of the lobby), even when every seat is open
            game (str): which game it is (a name from GET /game-types)
            id (str): the game's id (in its URL)
            seats (list[SeatWithToken]): every seat in order, each human seat with its token
            version (int): counts the actions applied; send it with the next action
     """

    creator_token: str
    game: str
    id: str
    seats: list[SeatWithToken]
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_with_token import SeatWithToken # noqa: PLC0415
        creator_token = self.creator_token

        game = self.game

        id = self.id

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "creator_token": creator_token,
            "game": game,
            "id": id,
            "seats": seats,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_with_token import SeatWithToken # noqa: PLC0415
        d = dict(src_dict)
        creator_token = d.pop("creator_token")

        game = d.pop("game")

        id = d.pop("id")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatWithToken.from_dict(seats_item_data)



            seats.append(seats_item)


        version = d.pop("version")

        created_game = cls(
            creator_token=creator_token,
            game=game,
            id=id,
            seats=seats,
            version=version,
        )

        return created_game

