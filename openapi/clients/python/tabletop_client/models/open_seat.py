from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="OpenSeat")



@_attrs_define
class OpenSeat:
    """ 
        Attributes:
            open_ (bool): a seat whoever joins it takes (with its invite, or freely in a listed game)
     """

    open_: bool





    def to_dict(self) -> dict[str, Any]:
        open_ = self.open_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "open": open_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        open_ = d.pop("open")

        open_seat = cls(
            open_=open_,
        )

        return open_seat

