from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.problem_errors import ProblemErrors





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ 
        Attributes:
            detail (str): the reason, for humans
            status (int): the HTTP status code
            title (str): the HTTP status phrase
            type_ (str): the kind of problem: a URI on this server, relative to the URL called unless the operator
                configured a public base URL (GET it for what the kind means; GET /problems lists every kind), or about:blank
            current_version (int | Unset): on 409: the game's current version
            errors (ProblemErrors | Unset): on 422 invalid-body: the wrong fields by location (json: the body, query,
                headers, view_args: the path), then by field name
            instance (str | Unset): the request path
     """

    detail: str
    status: int
    title: str
    type_: str
    current_version: int | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    instance: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.problem_errors import ProblemErrors # noqa: PLC0415
        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        current_version = self.current_version

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        instance = self.instance


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "detail": detail,
            "status": status,
            "title": title,
            "type": type_,
        })
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if errors is not UNSET:
            field_dict["errors"] = errors
        if instance is not UNSET:
            field_dict["instance"] = instance

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors # noqa: PLC0415
        d = dict(src_dict)
        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        current_version = d.pop("current_version", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors,  Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)




        instance = d.pop("instance", UNSET)

        problem = cls(
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            errors=errors,
            instance=instance,
        )

        return problem

