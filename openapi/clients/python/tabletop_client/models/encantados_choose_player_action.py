from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_choose_player_action_type import EncantadosChoosePlayerActionType






T = TypeVar("T", bound="EncantadosChoosePlayerAction")



@_attrs_define
class EncantadosChoosePlayerAction:
    """ The seat a Spring or Autumn song or the Goblins act on (maybe you).

        Example:
            {'seat': 1, 'type': 'choose_player'}

        Attributes:
            seat (int): a seat index
            type_ (EncantadosChoosePlayerActionType): the action kind
     """

    seat: int
    type_: EncantadosChoosePlayerActionType





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EncantadosChoosePlayerActionType(d.pop("type"))




        encantados_choose_player_action = cls(
            seat=seat,
            type_=type_,
        )

        return encantados_choose_player_action

