from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.index_links import IndexLinks





T = TypeVar("T", bound="Index")



@_attrs_define
class Index:
    """ 
        Attributes:
            links (IndexLinks):
            title (str): what this server is Example: Tabletop games API.
            version (str): the API's version, as in the spec Example: 1.0.0.
     """

    links: IndexLinks
    title: str
    version: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.index_links import IndexLinks # noqa: PLC0415
        links = self.links.to_dict()

        title = self.title

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "links": links,
            "title": title,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.index_links import IndexLinks # noqa: PLC0415
        d = dict(src_dict)
        links = IndexLinks.from_dict(d.pop("links"))




        title = d.pop("title")

        version = d.pop("version")

        index = cls(
            links=links,
            title=title,
            version=version,
        )

        return index

