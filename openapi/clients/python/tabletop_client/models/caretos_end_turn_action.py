from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_end_turn_action_type import CaretosEndTurnActionType






T = TypeVar("T", bound="CaretosEndTurnAction")



@_attrs_define
class CaretosEndTurnAction:
    """ End your turn and draw back to three cards.

        Example:
            {'type': 'end_turn'}

        Attributes:
            type_ (CaretosEndTurnActionType): the action kind
     """

    type_: CaretosEndTurnActionType





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
        type_ = CaretosEndTurnActionType(d.pop("type"))




        caretos_end_turn_action = cls(
            type_=type_,
        )

        return caretos_end_turn_action

