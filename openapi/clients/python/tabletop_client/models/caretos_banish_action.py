from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_banish_action_type import CaretosBanishActionType






T = TypeVar("T", bound="CaretosBanishAction")



@_attrs_define
class CaretosBanishAction:
    """ Lost Soul (storm): send the Monster passed through to the Cauldron, or not.

        Example:
            {'send': True, 'type': 'banish'}

        Attributes:
            send (bool):
            type_ (CaretosBanishActionType): the action kind
     """

    send: bool
    type_: CaretosBanishActionType





    def to_dict(self) -> dict[str, Any]:
        send = self.send

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "send": send,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        send = d.pop("send")

        type_ = CaretosBanishActionType(d.pop("type"))




        caretos_banish_action = cls(
            send=send,
            type_=type_,
        )

        return caretos_banish_action

