from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="MissionCalaverasNicoleMovedEvent")



@_attrs_define
class MissionCalaverasNicoleMovedEvent:
    """ Nicole went to a more trusted seat.

        Attributes:
            from_ (int): the seat she left
            to (int): the seat she now trusts
            type_ (Literal['nicole-moved']): the event kind
     """

    from_: int
    to: int
    type_: Literal['nicole-moved']





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        type_ = cast(Literal['nicole-moved'] , d.pop("type"))
        if type_ != 'nicole-moved':
            raise ValueError(f"type must match const 'nicole-moved', got '{type_}'")

        mission_calaveras_nicole_moved_event = cls(
            from_=from_,
            to=to,
            type_=type_,
        )

        return mission_calaveras_nicole_moved_event

