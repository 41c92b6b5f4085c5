from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="MissionCalaverasReshuffledEvent")



@_attrs_define
class MissionCalaverasReshuffledEvent:
    """ The draw pile was out: the discard, shuffled, became the draw pile.

        Attributes:
            count (int): cards in the new draw pile
            type_ (Literal['reshuffled']): the event kind
     """

    count: int
    type_: Literal['reshuffled']





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        type_ = cast(Literal['reshuffled'] , d.pop("type"))
        if type_ != 'reshuffled':
            raise ValueError(f"type must match const 'reshuffled', got '{type_}'")

        mission_calaveras_reshuffled_event = cls(
            count=count,
            type_=type_,
        )

        return mission_calaveras_reshuffled_event

