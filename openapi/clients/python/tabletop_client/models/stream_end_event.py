from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="StreamEndEvent")



@_attrs_define
class StreamEndEvent:
    """ `event: end`: the game is over; the stream closes

        Attributes:
            data (str): a StreamEnd, as JSON on one line
            event (Literal['end']): the event name
            id (str | Unset): the last version sent (SSE keeps the last id)
            retry (int | Unset): milliseconds an EventSource waits to reconnect
     """

    data: str
    event: Literal['end']
    id: str | Unset = UNSET
    retry: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        data = self.data

        event = self.event

        id = self.id

        retry = self.retry


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "event": event,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        data = d.pop("data")

        event = cast(Literal['end'] , d.pop("event"))
        if event != 'end':
            raise ValueError(f"event must match const 'end', got '{event}'")

        id = d.pop("id", UNSET)

        retry = d.pop("retry", UNSET)

        stream_end_event = cls(
            data=data,
            event=event,
            id=id,
            retry=retry,
        )


        stream_end_event.additional_properties = d
        return stream_end_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
