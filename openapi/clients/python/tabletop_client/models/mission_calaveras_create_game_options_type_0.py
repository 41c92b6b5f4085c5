from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_create_game_options_type_0_replacement_bot import MissionCalaverasCreateGameOptionsType0ReplacementBot
from ..types import UNSET, Unset






T = TypeVar("T", bound="MissionCalaverasCreateGameOptionsType0")



@_attrs_define
class MissionCalaverasCreateGameOptionsType0:
    """ omitted options take their defaults

        Attributes:
            replacement_bot (MissionCalaverasCreateGameOptionsType0ReplacementBot | Unset): the bot level that plays a human
                seat for the server once it resigns (or is absent) Default:
                MissionCalaverasCreateGameOptionsType0ReplacementBot.GREEDY.
     """

    replacement_bot: MissionCalaverasCreateGameOptionsType0ReplacementBot | Unset = MissionCalaverasCreateGameOptionsType0ReplacementBot.GREEDY





    def to_dict(self) -> dict[str, Any]:
        replacement_bot: str | Unset = UNSET
        if not isinstance(self.replacement_bot, Unset):
            replacement_bot = self.replacement_bot.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if replacement_bot is not UNSET:
            field_dict["replacement_bot"] = replacement_bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _replacement_bot = d.pop("replacement_bot", UNSET)
        replacement_bot: MissionCalaverasCreateGameOptionsType0ReplacementBot | Unset
        if isinstance(_replacement_bot,  Unset):
            replacement_bot = UNSET
        else:
            replacement_bot = MissionCalaverasCreateGameOptionsType0ReplacementBot(_replacement_bot)




        mission_calaveras_create_game_options_type_0 = cls(
            replacement_bot=replacement_bot,
        )

        return mission_calaveras_create_game_options_type_0

