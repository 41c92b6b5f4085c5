from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_gather_action_type import CaretosGatherActionType






T = TypeVar("T", bound="CaretosGatherAction")



@_attrs_define
class CaretosGatherAction:
    """ Gather Villagers: the lone Villager on `from` walks to the Villagers on `to`.

        Example:
            {'from': 4, 'to': 9, 'type': 'gather'}

        Attributes:
            from_ (int): a location id on the board
            to (int): a location id on the board
            type_ (CaretosGatherActionType): the action kind
     """

    from_: int
    to: int
    type_: CaretosGatherActionType





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        type_ = CaretosGatherActionType(d.pop("type"))




        caretos_gather_action = cls(
            from_=from_,
            to=to,
            type_=type_,
        )

        return caretos_gather_action

