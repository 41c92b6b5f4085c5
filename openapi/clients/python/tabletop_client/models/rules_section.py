from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RulesSection")



@_attrs_define
class RulesSection:
    """ 
        Attributes:
            id (str): a stable slug (goal, setup, a-turn, ...)
            markdown (str): its text, Markdown
            title (str): the section's heading
     """

    id: str
    markdown: str
    title: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        markdown = self.markdown

        title = self.title


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "markdown": markdown,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        markdown = d.pop("markdown")

        title = d.pop("title")

        rules_section = cls(
            id=id,
            markdown=markdown,
            title=title,
        )

        return rules_section

