from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_view_pending_item_decision import EncantadosViewPendingItemDecision
from ..types import UNSET, Unset






T = TypeVar("T", bound="EncantadosViewPendingItem")



@_attrs_define
class EncantadosViewPendingItem:
    """ 
        Attributes:
            arg (int | Unset):
            decision (EncantadosViewPendingItemDecision | Unset):
            seat (int | Unset):
            text (str | Unset):
     """

    arg: int | Unset = UNSET
    decision: EncantadosViewPendingItemDecision | Unset = UNSET
    seat: int | Unset = UNSET
    text: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        arg = self.arg

        decision: str | Unset = UNSET
        if not isinstance(self.decision, Unset):
            decision = self.decision.value


        seat = self.seat

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if arg is not UNSET:
            field_dict["arg"] = arg
        if decision is not UNSET:
            field_dict["decision"] = decision
        if seat is not UNSET:
            field_dict["seat"] = seat
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        arg = d.pop("arg", UNSET)

        _decision = d.pop("decision", UNSET)
        decision: EncantadosViewPendingItemDecision | Unset
        if isinstance(_decision,  Unset):
            decision = UNSET
        else:
            decision = EncantadosViewPendingItemDecision(_decision)




        seat = d.pop("seat", UNSET)

        text = d.pop("text", UNSET)

        encantados_view_pending_item = cls(
            arg=arg,
            decision=decision,
            seat=seat,
            text=text,
        )


        encantados_view_pending_item.additional_properties = d
        return encantados_view_pending_item

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
