from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_keep_all_action_type import EncantadosKeepAllActionType






T = TypeVar("T", bound="EncantadosKeepAllAction")



@_attrs_define
class EncantadosKeepAllAction:
    """ Gnomes: every searched card goes to hand; then discard one.

        Example:
            {'type': 'keep_all'}

        Attributes:
            type_ (EncantadosKeepAllActionType): the action kind
     """

    type_: EncantadosKeepAllActionType





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
        type_ = EncantadosKeepAllActionType(d.pop("type"))




        encantados_keep_all_action = cls(
            type_=type_,
        )

        return encantados_keep_all_action

