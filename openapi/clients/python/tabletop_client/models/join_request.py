from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="JoinRequest")



@_attrs_define
class JoinRequest:
    """ 
        Attributes:
            name (str): 1 to 40 characters, trimmed
            invite (None | str | Unset): the seat's invite; not needed in a listed game
     """

    name: str
    invite: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        invite: None | str | Unset
        if isinstance(self.invite, Unset):
            invite = UNSET
        else:
            invite = self.invite


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if invite is not UNSET:
            field_dict["invite"] = invite

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_invite(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        invite = _parse_invite(d.pop("invite", UNSET))


        join_request = cls(
            name=name,
            invite=invite,
        )

        return join_request

