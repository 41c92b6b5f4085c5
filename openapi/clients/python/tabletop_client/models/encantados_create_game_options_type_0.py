from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="EncantadosCreateGameOptionsType0")



@_attrs_define
class EncantadosCreateGameOptionsType0:
    """ omitted options take their defaults

        Attributes:
            max_rounds (int | Unset): Safeguard: the game ends after this many rounds even if nobody reached 100 Default:
                20.
     """

    max_rounds: int | Unset = 20





    def to_dict(self) -> dict[str, Any]:
        max_rounds = self.max_rounds


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if max_rounds is not UNSET:
            field_dict["max_rounds"] = max_rounds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_rounds = d.pop("max_rounds", UNSET)

        encantados_create_game_options_type_0 = cls(
            max_rounds=max_rounds,
        )

        return encantados_create_game_options_type_0

