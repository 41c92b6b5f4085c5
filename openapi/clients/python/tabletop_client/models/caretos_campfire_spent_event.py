from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_campfire_spent_event_purpose import CaretosCampfireSpentEventPurpose
from typing import Literal, cast






T = TypeVar("T", bound="CaretosCampfireSpentEvent")



@_attrs_define
class CaretosCampfireSpentEvent:
    """ a player spent Campfires

        Attributes:
            count (int): how many
            purpose (CaretosCampfireSpentEventPurpose): what for
            seat (int): a seat index
            type_ (Literal['campfire-spent']): the event kind
     """

    count: int
    purpose: CaretosCampfireSpentEventPurpose
    seat: int
    type_: Literal['campfire-spent']





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        purpose = self.purpose.value

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "purpose": purpose,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        purpose = CaretosCampfireSpentEventPurpose(d.pop("purpose"))




        seat = d.pop("seat")

        type_ = cast(Literal['campfire-spent'] , d.pop("type"))
        if type_ != 'campfire-spent':
            raise ValueError(f"type must match const 'campfire-spent', got '{type_}'")

        caretos_campfire_spent_event = cls(
            count=count,
            purpose=purpose,
            seat=seat,
            type_=type_,
        )

        return caretos_campfire_spent_event

