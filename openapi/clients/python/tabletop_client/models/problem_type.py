from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ProblemType")



@_attrs_define
class ProblemType:
    """ 
        Attributes:
            description (str): what it means and what a client can do
            kind (str): the URI's last segment
            status (int): the HTTP status
            title (str): the HTTP status phrase
            type_ (str): the URI problems of this kind carry as `type`
     """

    description: str
    kind: str
    status: int
    title: str
    type_: str





    def to_dict(self) -> dict[str, Any]:
        description = self.description

        kind = self.kind

        status = self.status

        title = self.title

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "kind": kind,
            "status": status,
            "title": title,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        kind = d.pop("kind")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        problem_type = cls(
            description=description,
            kind=kind,
            status=status,
            title=title,
            type_=type_,
        )

        return problem_type

