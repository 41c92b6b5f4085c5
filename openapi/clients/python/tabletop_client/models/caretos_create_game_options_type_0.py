from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CaretosCreateGameOptionsType0")



@_attrs_define
class CaretosCreateGameOptionsType0:
    """ omitted options take their defaults

        Attributes:
            experienced (bool | Unset): experienced players: deal two Final Bonus Cards each, keep one Default: False.
     """

    experienced: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        experienced = self.experienced


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if experienced is not UNSET:
            field_dict["experienced"] = experienced

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        experienced = d.pop("experienced", UNSET)

        caretos_create_game_options_type_0 = cls(
            experienced=experienced,
        )

        return caretos_create_game_options_type_0

