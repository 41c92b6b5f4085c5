from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_fled_event_colour import CaretosFledEventColour
from typing import Literal, cast






T = TypeVar("T", bound="CaretosFledEvent")



@_attrs_define
class CaretosFledEvent:
    """ a scared Villager fled

        Attributes:
            colour (CaretosFledEventColour): a Villager's colour
            from_ (int): a location id on the board
            to (int): a location id on the board
            type_ (Literal['fled']): the event kind
     """

    colour: CaretosFledEventColour
    from_: int
    to: int
    type_: Literal['fled']





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        from_ = self.from_

        to = self.to

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "colour": colour,
            "from": from_,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = CaretosFledEventColour(d.pop("colour"))




        from_ = d.pop("from")

        to = d.pop("to")

        type_ = cast(Literal['fled'] , d.pop("type"))
        if type_ != 'fled':
            raise ValueError(f"type must match const 'fled', got '{type_}'")

        caretos_fled_event = cls(
            colour=colour,
            from_=from_,
            to=to,
            type_=type_,
        )

        return caretos_fled_event

