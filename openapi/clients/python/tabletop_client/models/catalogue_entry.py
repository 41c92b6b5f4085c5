from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.catalogue_entry_data import CatalogueEntryData





T = TypeVar("T", bound="CatalogueEntry")



@_attrs_define
class CatalogueEntry:
    """ One kind of card, tile or token of a game.

        Attributes:
            count (int): how many the game has
            group (str): the kind of component (monster, race, ...)
            id_pattern (str): regular expression matching the ids this kind has in states
            name (str): the component's name
            text (str): what it does, in our own words
            value (int | None): its printed value or points, where it has one
            data (CatalogueEntryData | Unset): game-specific facts (a monster's abilities, a song's effect, ...)
     """

    count: int
    group: str
    id_pattern: str
    name: str
    text: str
    value: int | None
    data: CatalogueEntryData | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.catalogue_entry_data import CatalogueEntryData # noqa: PLC0415
        count = self.count

        group = self.group

        id_pattern = self.id_pattern

        name = self.name

        text = self.text

        value: int | None
        value = self.value

        data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.data, Unset):
            data = self.data.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "group": group,
            "id_pattern": id_pattern,
            "name": name,
            "text": text,
            "value": value,
        })
        if data is not UNSET:
            field_dict["data"] = data

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalogue_entry_data import CatalogueEntryData # noqa: PLC0415
        d = dict(src_dict)
        count = d.pop("count")

        group = d.pop("group")

        id_pattern = d.pop("id_pattern")

        name = d.pop("name")

        text = d.pop("text")

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))


        _data = d.pop("data", UNSET)
        data: CatalogueEntryData | Unset
        if isinstance(_data,  Unset):
            data = UNSET
        else:
            data = CatalogueEntryData.from_dict(_data)




        catalogue_entry = cls(
            count=count,
            group=group,
            id_pattern=id_pattern,
            name=name,
            text=text,
            value=value,
            data=data,
        )

        return catalogue_entry

