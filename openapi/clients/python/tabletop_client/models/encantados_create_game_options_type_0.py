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
            bank_seconds (int | Unset): a Fischer clock: each human seat's time bank in seconds, spent while it owes a
                decision; at zero the replacement bot decides (0: no clock) Default: 0.
            increment_seconds (int | Unset): seconds added to a seat's bank after each of its decisions (with bank_seconds)
                Default: 0.
            max_rounds (int | Unset): Safeguard: the game ends after this many rounds even if nobody reached 100 Default:
                20.
            max_timeouts (int | Unset): timeouts in a row after which a seat is marked absent and the replacement bot plays
                all its decisions until its player acts again Default: 3.
            replacement_bot (EncantadosCreateGameOptionsType0ReplacementBot | Unset): the bot level that plays a human seat
                for the server once it resigns (or is absent) Default: EncantadosCreateGameOptionsType0ReplacementBot.GREEDY.
            turn_seconds (int | Unset): seconds a human seat has for each decision before the server plays it for them with
                the replacement bot (0: no limit); unset, a game with more than one person (human or open seats) gets 600 unless
                bank_seconds is set, a game with one person none Default: 0.
     """

    bank_seconds: int | Unset = 0
    increment_seconds: int | Unset = 0
    max_rounds: int | Unset = 20
    max_timeouts: int | Unset = 3
    replacement_bot: EncantadosCreateGameOptionsType0ReplacementBot | Unset = EncantadosCreateGameOptionsType0ReplacementBot.GREEDY
    turn_seconds: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        bank_seconds = self.bank_seconds

        increment_seconds = self.increment_seconds

        max_rounds = self.max_rounds

        max_timeouts = self.max_timeouts

        replacement_bot: str | Unset = UNSET
        if not isinstance(self.replacement_bot, Unset):
            replacement_bot = self.replacement_bot.value


        turn_seconds = self.turn_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if bank_seconds is not UNSET:
            field_dict["bank_seconds"] = bank_seconds
        if increment_seconds is not UNSET:
            field_dict["increment_seconds"] = increment_seconds
        if max_rounds is not UNSET:
            field_dict["max_rounds"] = max_rounds
        if max_timeouts is not UNSET:
            field_dict["max_timeouts"] = max_timeouts
        if replacement_bot is not UNSET:
            field_dict["replacement_bot"] = replacement_bot
        if turn_seconds is not UNSET:
            field_dict["turn_seconds"] = turn_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bank_seconds = d.pop("bank_seconds", UNSET)

        increment_seconds = d.pop("increment_seconds", UNSET)

        max_rounds = d.pop("max_rounds", UNSET)

        max_timeouts = d.pop("max_timeouts", UNSET)

        _replacement_bot = d.pop("replacement_bot", UNSET)
        replacement_bot: EncantadosCreateGameOptionsType0ReplacementBot | Unset
        if isinstance(_replacement_bot,  Unset):
            replacement_bot = UNSET
        else:
            replacement_bot = EncantadosCreateGameOptionsType0ReplacementBot(_replacement_bot)




        turn_seconds = d.pop("turn_seconds", UNSET)

        encantados_create_game_options_type_0 = cls(
            bank_seconds=bank_seconds,
            increment_seconds=increment_seconds,
            max_rounds=max_rounds,
            max_timeouts=max_timeouts,
            replacement_bot=replacement_bot,
            turn_seconds=turn_seconds,
        )

        return encantados_create_game_options_type_0

