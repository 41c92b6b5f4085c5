from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Ticket")



@_attrs_define
class Ticket:
    """ 
        Attributes:
            expires_in (int): seconds
            seat (int): the seat it stands for
            ticket (str): use once, in ?ticket=
     """

    expires_in: int
    seat: int
    ticket: str





    def to_dict(self) -> dict[str, Any]:
        expires_in = self.expires_in

        seat = self.seat

        ticket = self.ticket


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "expires_in": expires_in,
            "seat": seat,
            "ticket": ticket,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_in = d.pop("expires_in")

        seat = d.pop("seat")

        ticket = d.pop("ticket")

        ticket = cls(
            expires_in=expires_in,
            seat=seat,
            ticket=ticket,
        )

        return ticket

