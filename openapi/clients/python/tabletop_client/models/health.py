from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Health")



@_attrs_define
class Health:
    """ 
        Attributes:
            redis (str): ok: Redis answers PING Example: ok.
            status (str): ok: this process answers Example: ok.
     """

    redis: str
    status: str





    def to_dict(self) -> dict[str, Any]:
        redis = self.redis

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "redis": redis,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        redis = d.pop("redis")

        status = d.pop("status")

        health = cls(
            redis=redis,
            status=status,
        )

        return health

