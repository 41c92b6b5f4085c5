from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CaretosCampfireReturnedEvent")



@_attrs_define
class CaretosCampfireReturnedEvent:
    """ a Campfire left with fewer than two Villagers went back to the supply

        Attributes:
            at (int): a location id on the board
            type_ (Literal['campfire-returned']): the event kind
     """

    at: int
    type_: Literal['campfire-returned']





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        type_ = cast(Literal['campfire-returned'] , d.pop("type"))
        if type_ != 'campfire-returned':
            raise ValueError(f"type must match const 'campfire-returned', got '{type_}'")

        caretos_campfire_returned_event = cls(
            at=at,
            type_=type_,
        )

        return caretos_campfire_returned_event

