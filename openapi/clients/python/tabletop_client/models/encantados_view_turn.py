from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EncantadosViewTurn")



@_attrs_define
class EncantadosViewTurn:
    """ what the seat to play has used up this turn

        Attributes:
            draw_pile_ran_out (bool): the draw pile emptied: the round ends with the turn
            new_race_laid (bool): a new race was laid
            song_or_trade_used (bool): a song was laid or a trade made
     """

    draw_pile_ran_out: bool
    new_race_laid: bool
    song_or_trade_used: bool





    def to_dict(self) -> dict[str, Any]:
        draw_pile_ran_out = self.draw_pile_ran_out

        new_race_laid = self.new_race_laid

        song_or_trade_used = self.song_or_trade_used


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "draw_pile_ran_out": draw_pile_ran_out,
            "new_race_laid": new_race_laid,
            "song_or_trade_used": song_or_trade_used,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw_pile_ran_out = d.pop("draw_pile_ran_out")

        new_race_laid = d.pop("new_race_laid")

        song_or_trade_used = d.pop("song_or_trade_used")

        encantados_view_turn = cls(
            draw_pile_ran_out=draw_pile_ran_out,
            new_race_laid=new_race_laid,
            song_or_trade_used=song_or_trade_used,
        )

        return encantados_view_turn

