from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_create_game_options_type_0_replacement_bot import CaretosCreateGameOptionsType0ReplacementBot
from ..types import UNSET, Unset






T = TypeVar("T", bound="CaretosCreateGameOptionsType0")



@_attrs_define
class CaretosCreateGameOptionsType0:
    """ omitted options take their defaults

        Attributes:
            experienced (bool | Unset): experienced players: deal two Final Bonus Cards each, keep one Default: False.
            replacement_bot (CaretosCreateGameOptionsType0ReplacementBot | Unset): the bot level that plays a human seat for
                the server once it resigns (or is absent) Default: CaretosCreateGameOptionsType0ReplacementBot.GREEDY.
     """

    experienced: bool | Unset = False
    replacement_bot: CaretosCreateGameOptionsType0ReplacementBot | Unset = CaretosCreateGameOptionsType0ReplacementBot.GREEDY





    def to_dict(self) -> dict[str, Any]:
        experienced = self.experienced

        replacement_bot: str | Unset = UNSET
        if not isinstance(self.replacement_bot, Unset):
            replacement_bot = self.replacement_bot.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if experienced is not UNSET:
            field_dict["experienced"] = experienced
        if replacement_bot is not UNSET:
            field_dict["replacement_bot"] = replacement_bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        experienced = d.pop("experienced", UNSET)

        _replacement_bot = d.pop("replacement_bot", UNSET)
        replacement_bot: CaretosCreateGameOptionsType0ReplacementBot | Unset
        if isinstance(_replacement_bot,  Unset):
            replacement_bot = UNSET
        else:
            replacement_bot = CaretosCreateGameOptionsType0ReplacementBot(_replacement_bot)




        caretos_create_game_options_type_0 = cls(
            experienced=experienced,
            replacement_bot=replacement_bot,
        )

        return caretos_create_game_options_type_0

