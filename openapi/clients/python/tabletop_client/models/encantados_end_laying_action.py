from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_end_laying_action_type import EncantadosEndLayingActionType






T = TypeVar("T", bound="EncantadosEndLayingAction")



@_attrs_define
class EncantadosEndLayingAction:
    """ End phase 2; phase 3 (discard) follows.

        Example:
            {'type': 'end_laying'}

        Attributes:
            type_ (EncantadosEndLayingActionType): the action kind
     """

    type_: EncantadosEndLayingActionType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = EncantadosEndLayingActionType(d.pop("type"))




        encantados_end_laying_action = cls(
            type_=type_,
        )

        return encantados_end_laying_action

