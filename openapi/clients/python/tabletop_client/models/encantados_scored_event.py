from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.encantados_scored_event_units_item import EncantadosScoredEventUnitsItem





T = TypeVar("T", bound="EncantadosScoredEvent")



@_attrs_define
class EncantadosScoredEvent:
    """ What each garden owner scored for the round.

        Attributes:
            round_ (int): the round scored
            type_ (Literal['scored']): the event kind
            units (list[EncantadosScoredEventUnitsItem]): each garden owner (a seat, or a team), in unit order
     """

    round_: int
    type_: Literal['scored']
    units: list[EncantadosScoredEventUnitsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.encantados_scored_event_units_item import EncantadosScoredEventUnitsItem # noqa: PLC0415
        round_ = self.round_

        type_ = self.type_

        units = []
        for units_item_data in self.units:
            units_item = units_item_data.to_dict()
            units.append(units_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "round": round_,
            "type": type_,
            "units": units,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.encantados_scored_event_units_item import EncantadosScoredEventUnitsItem # noqa: PLC0415
        d = dict(src_dict)
        round_ = d.pop("round")

        type_ = cast(Literal['scored'] , d.pop("type"))
        if type_ != 'scored':
            raise ValueError(f"type must match const 'scored', got '{type_}'")

        units = []
        _units = d.pop("units")
        for units_item_data in (_units):
            units_item = EncantadosScoredEventUnitsItem.from_dict(units_item_data)



            units.append(units_item)


        encantados_scored_event = cls(
            round_=round_,
            type_=type_,
            units=units,
        )

        return encantados_scored_event

