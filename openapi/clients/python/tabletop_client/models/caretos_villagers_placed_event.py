from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.caretos_villagers_placed_event_groups_item import CaretosVillagersPlacedEventGroupsItem





T = TypeVar("T", bound="CaretosVillagersPlacedEvent")



@_attrs_define
class CaretosVillagersPlacedEvent:
    """ set-up: Villagers on their starts

        Attributes:
            groups (list[CaretosVillagersPlacedEventGroupsItem]): each start location's Villagers
            type_ (Literal['villagers-placed']): the event kind
     """

    groups: list[CaretosVillagersPlacedEventGroupsItem]
    type_: Literal['villagers-placed']





    def to_dict(self) -> dict[str, Any]:
        from ..models.caretos_villagers_placed_event_groups_item import CaretosVillagersPlacedEventGroupsItem # noqa: PLC0415
        groups = []
        for groups_item_data in self.groups:
            groups_item = groups_item_data.to_dict()
            groups.append(groups_item)



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "groups": groups,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.caretos_villagers_placed_event_groups_item import CaretosVillagersPlacedEventGroupsItem # noqa: PLC0415
        d = dict(src_dict)
        groups = []
        _groups = d.pop("groups")
        for groups_item_data in (_groups):
            groups_item = CaretosVillagersPlacedEventGroupsItem.from_dict(groups_item_data)



            groups.append(groups_item)


        type_ = cast(Literal['villagers-placed'] , d.pop("type"))
        if type_ != 'villagers-placed':
            raise ValueError(f"type must match const 'villagers-placed', got '{type_}'")

        caretos_villagers_placed_event = cls(
            groups=groups,
            type_=type_,
        )

        return caretos_villagers_placed_event

