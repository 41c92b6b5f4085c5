from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_create_game_options_type_0_replacement_bot import EncantadosCreateGameOptionsType0ReplacementBot
from ..types import UNSET, Unset






T = TypeVar("T", bound="EncantadosCreateGameOptionsType0")



@_attrs_define
class EncantadosCreateGameOptionsType0:
    """ omitted options take their defaults

        Attributes:
            max_rounds (int | Unset): Safeguard: the game ends after this many rounds even if nobody reached 100 Default:
                20.
            replacement_bot (EncantadosCreateGameOptionsType0ReplacementBot | Unset): the bot level that plays a human seat
                for the server once it resigns (or is absent) Default: EncantadosCreateGameOptionsType0ReplacementBot.GREEDY.
     """

    max_rounds: int | Unset = 20
    replacement_bot: EncantadosCreateGameOptionsType0ReplacementBot | Unset = EncantadosCreateGameOptionsType0ReplacementBot.GREEDY





    def to_dict(self) -> dict[str, Any]:
        max_rounds = self.max_rounds

        replacement_bot: str | Unset = UNSET
        if not isinstance(self.replacement_bot, Unset):
            replacement_bot = self.replacement_bot.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if max_rounds is not UNSET:
            field_dict["max_rounds"] = max_rounds
        if replacement_bot is not UNSET:
            field_dict["replacement_bot"] = replacement_bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_rounds = d.pop("max_rounds", UNSET)

        _replacement_bot = d.pop("replacement_bot", UNSET)
        replacement_bot: EncantadosCreateGameOptionsType0ReplacementBot | Unset
        if isinstance(_replacement_bot,  Unset):
            replacement_bot = UNSET
        else:
            replacement_bot = EncantadosCreateGameOptionsType0ReplacementBot(_replacement_bot)




        encantados_create_game_options_type_0 = cls(
            max_rounds=max_rounds,
            replacement_bot=replacement_bot,
        )

        return encantados_create_game_options_type_0

