from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_draw_action_source import EncantadosDrawActionSource
from ..models.encantados_draw_action_type import EncantadosDrawActionType






T = TypeVar("T", bound="EncantadosDrawAction")



@_attrs_define
class EncantadosDrawAction:
    """ Phase 1: search (two cards from the draw pile, keep one) or draw the top card of a discard pile (any card of it with
    2 Dwarves: a 'take' follows).

        Example:
            {'source': 'search', 'type': 'draw'}

        Attributes:
            source (EncantadosDrawActionSource):
            type_ (EncantadosDrawActionType): the action kind
     """

    source: EncantadosDrawActionSource
    type_: EncantadosDrawActionType





    def to_dict(self) -> dict[str, Any]:
        source = self.source.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "source": source,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = EncantadosDrawActionSource(d.pop("source"))




        type_ = EncantadosDrawActionType(d.pop("type"))




        encantados_draw_action = cls(
            source=source,
            type_=type_,
        )

        return encantados_draw_action

