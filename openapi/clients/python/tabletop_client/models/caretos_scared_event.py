from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_scared_event_by import CaretosScaredEventBy
from ..models.caretos_scared_event_campfire import CaretosScaredEventCampfire
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CaretosScaredEvent")



@_attrs_define
class CaretosScaredEvent:
    """ a group was scared and will flee

        Attributes:
            at (int): a location id on the board
            by (CaretosScaredEventBy): what scared it
            campfire (CaretosScaredEventCampfire): its Campfire: taken by the owner, back to the supply, or it had none
            seat (int | None): the scaring Monster's owner; null for a Careto
            type_ (Literal['scared']): the event kind
            villagers (str): Villagers' colour letters, sorted (b g r w y)
     """

    at: int
    by: CaretosScaredEventBy
    campfire: CaretosScaredEventCampfire
    seat: int | None
    type_: Literal['scared']
    villagers: str





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        by = self.by.value

        campfire = self.campfire.value

        seat: int | None
        seat = self.seat

        type_ = self.type_

        villagers = self.villagers


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "by": by,
            "campfire": campfire,
            "seat": seat,
            "type": type_,
            "villagers": villagers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        by = CaretosScaredEventBy(d.pop("by"))




        campfire = CaretosScaredEventCampfire(d.pop("campfire"))




        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        type_ = cast(Literal['scared'] , d.pop("type"))
        if type_ != 'scared':
            raise ValueError(f"type must match const 'scared', got '{type_}'")

        villagers = d.pop("villagers")

        caretos_scared_event = cls(
            at=at,
            by=by,
            campfire=campfire,
            seat=seat,
            type_=type_,
            villagers=villagers,
        )

        return caretos_scared_event

