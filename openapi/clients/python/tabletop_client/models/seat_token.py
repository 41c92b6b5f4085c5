from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SeatToken")



@_attrs_define
class SeatToken:
    """ 
        Attributes:
            id (str): the game's id
            seat (int): your seat in it
            token (str): your seat's bearer token; shown only here
     """

    id: str
    seat: int
    token: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        seat = self.seat

        token = self.token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "seat": seat,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        seat = d.pop("seat")

        token = d.pop("token")

        seat_token = cls(
            id=id,
            seat=seat,
            token=token,
        )

        return seat_token

