from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="EncantadosViewTurn")



@_attrs_define
class EncantadosViewTurn:
    """ 
        Attributes:
            draw_pile_ran_out (bool | Unset):
            new_race_laid (bool | Unset):
            song_or_trade_used (bool | Unset):
     """

    draw_pile_ran_out: bool | Unset = UNSET
    new_race_laid: bool | Unset = UNSET
    song_or_trade_used: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        draw_pile_ran_out = self.draw_pile_ran_out

        new_race_laid = self.new_race_laid

        song_or_trade_used = self.song_or_trade_used


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if draw_pile_ran_out is not UNSET:
            field_dict["draw_pile_ran_out"] = draw_pile_ran_out
        if new_race_laid is not UNSET:
            field_dict["new_race_laid"] = new_race_laid
        if song_or_trade_used is not UNSET:
            field_dict["song_or_trade_used"] = song_or_trade_used

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw_pile_ran_out = d.pop("draw_pile_ran_out", UNSET)

        new_race_laid = d.pop("new_race_laid", UNSET)

        song_or_trade_used = d.pop("song_or_trade_used", UNSET)

        encantados_view_turn = cls(
            draw_pile_ran_out=draw_pile_ran_out,
            new_race_laid=new_race_laid,
            song_or_trade_used=song_or_trade_used,
        )


        encantados_view_turn.additional_properties = d
        return encantados_view_turn

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
