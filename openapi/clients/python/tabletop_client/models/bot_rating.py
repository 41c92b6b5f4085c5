from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BotRating")



@_attrs_define
class BotRating:
    """ 
        Attributes:
            games (int): benchmark games it played at this seat count
            high (float): the 95% interval's high end
            level (str): a bot level's `name`
            low (float): the 95% interval's low end
            rating (float): Elo-like rating (random = 0 at each seat count; 400 points more: about 10 wins to 1), a Bradley-
                Terry fit of the benchmark's games at 0.3 s of CPU per move
            seats (int): the number of players
     """

    games: int
    high: float
    level: str
    low: float
    rating: float
    seats: int





    def to_dict(self) -> dict[str, Any]:
        games = self.games

        high = self.high

        level = self.level

        low = self.low

        rating = self.rating

        seats = self.seats


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "games": games,
            "high": high,
            "level": level,
            "low": low,
            "rating": rating,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        high = d.pop("high")

        level = d.pop("level")

        low = d.pop("low")

        rating = d.pop("rating")

        seats = d.pop("seats")

        bot_rating = cls(
            games=games,
            high=high,
            level=level,
            low=low,
            rating=rating,
            seats=seats,
        )

        return bot_rating

