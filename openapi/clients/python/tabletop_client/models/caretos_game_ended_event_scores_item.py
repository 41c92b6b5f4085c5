from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CaretosGameEndedEventScoresItem")



@_attrs_define
class CaretosGameEndedEventScoresItem:
    """ one seat's score

        Attributes:
            points (int): victory points
            seat (int): a seat index
     """

    points: int
    seat: int





    def to_dict(self) -> dict[str, Any]:
        points = self.points

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "points": points,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        seat = d.pop("seat")

        caretos_game_ended_event_scores_item = cls(
            points=points,
            seat=seat,
        )

        return caretos_game_ended_event_scores_item

