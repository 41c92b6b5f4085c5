from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.problem_type import ProblemType





T = TypeVar("T", bound="ProblemTypes")



@_attrs_define
class ProblemTypes:
    """ 
        Attributes:
            problems (list[ProblemType]): every kind, by status
     """

    problems: list[ProblemType]





    def to_dict(self) -> dict[str, Any]:
        from ..models.problem_type import ProblemType # noqa: PLC0415
        problems = []
        for problems_item_data in self.problems:
            problems_item = problems_item_data.to_dict()
            problems.append(problems_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "problems": problems,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_type import ProblemType # noqa: PLC0415
        d = dict(src_dict)
        problems = []
        _problems = d.pop("problems")
        for problems_item_data in (_problems):
            problems_item = ProblemType.from_dict(problems_item_data)



            problems.append(problems_item)


        problem_types = cls(
            problems=problems,
        )

        return problem_types

