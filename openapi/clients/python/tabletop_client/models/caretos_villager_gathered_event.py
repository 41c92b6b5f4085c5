from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_villager_gathered_event_colour import CaretosVillagerGatheredEventColour
from typing import Literal, cast






T = TypeVar("T", bound="CaretosVillagerGatheredEvent")



@_attrs_define
class CaretosVillagerGatheredEvent:
    """ Gather Villagers: a lone Villager walked to others

        Attributes:
            colour (CaretosVillagerGatheredEventColour): a Villager's colour
            from_ (int): a location id on the board
            to (int): a location id on the board
            type_ (Literal['villager-gathered']): the event kind
     """

    colour: CaretosVillagerGatheredEventColour
    from_: int
    to: int
    type_: Literal['villager-gathered']





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
        colour = CaretosVillagerGatheredEventColour(d.pop("colour"))




        from_ = d.pop("from")

        to = d.pop("to")

        type_ = cast(Literal['villager-gathered'] , d.pop("type"))
        if type_ != 'villager-gathered':
            raise ValueError(f"type must match const 'villager-gathered', got '{type_}'")

        caretos_villager_gathered_event = cls(
            colour=colour,
            from_=from_,
            to=to,
            type_=type_,
        )

        return caretos_villager_gathered_event

