from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_flee_action_colour import CaretosFleeActionColour
from ..models.caretos_flee_action_type import CaretosFleeActionType






T = TypeVar("T", bound="CaretosFleeAction")



@_attrs_define
class CaretosFleeAction:
    """ A scared Villager of `colour` flees to `to` (first any neighbour, then clockwise).

        Example:
            {'colour': 'red', 'to': 8, 'type': 'flee'}

        Attributes:
            colour (CaretosFleeActionColour): a villager colour
            to (int): a location id on the board
            type_ (CaretosFleeActionType): the action kind
     """

    colour: CaretosFleeActionColour
    to: int
    type_: CaretosFleeActionType





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        to = self.to

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "colour": colour,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = CaretosFleeActionColour(d.pop("colour"))




        to = d.pop("to")

        type_ = CaretosFleeActionType(d.pop("type"))




        caretos_flee_action = cls(
            colour=colour,
            to=to,
            type_=type_,
        )

        return caretos_flee_action

