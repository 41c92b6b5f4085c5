from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_step_action_type import CaretosStepActionType






T = TypeVar("T", bound="CaretosStepAction")



@_attrs_define
class CaretosStepAction:
    """ Move the piece now moving one step (along a path, or a jump) to `to`.

        Example:
            {'to': 12, 'type': 'step'}

        Attributes:
            to (int): a location id on the board
            type_ (CaretosStepActionType): the action kind
     """

    to: int
    type_: CaretosStepActionType





    def to_dict(self) -> dict[str, Any]:
        to = self.to

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = d.pop("to")

        type_ = CaretosStepActionType(d.pop("type"))




        caretos_step_action = cls(
            to=to,
            type_=type_,
        )

        return caretos_step_action

