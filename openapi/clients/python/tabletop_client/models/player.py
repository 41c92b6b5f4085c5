from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_level_name import BotLevelName
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Player")



@_attrs_define
class Player:
    """ 
        Attributes:
            name (str): the player's name, shown to the others: trimmed, without control or bidi-control characters
            bot (BotLevelName | None | Unset): null (the default) for a human seat, else a bot level
     """

    name: str
    bot: BotLevelName | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        elif isinstance(self.bot, BotLevelName):
            bot = self.bot.value
        else:
            bot = self.bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_bot(data: object) -> BotLevelName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_0 = BotLevelName(data)



                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotLevelName | None | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))


        player = cls(
            name=name,
            bot=bot,
        )

        return player

