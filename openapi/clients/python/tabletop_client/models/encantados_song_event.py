from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_song_event_season import EncantadosSongEventSeason
from typing import Literal, cast






T = TypeVar("T", bound="EncantadosSongEvent")



@_attrs_define
class EncantadosSongEvent:
    """ A seat lays a song in its garden; its effect follows.

        Attributes:
            card (str): the card's id
            garden (int): the garden (unit) number
            season (EncantadosSongEventSeason): the song's season
            seat (int): the singer
            type_ (Literal['song']): the event kind
     """

    card: str
    garden: int
    season: EncantadosSongEventSeason
    seat: int
    type_: Literal['song']





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        garden = self.garden

        season = self.season.value

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "garden": garden,
            "season": season,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        garden = d.pop("garden")

        season = EncantadosSongEventSeason(d.pop("season"))




        seat = d.pop("seat")

        type_ = cast(Literal['song'] , d.pop("type"))
        if type_ != 'song':
            raise ValueError(f"type must match const 'song', got '{type_}'")

        encantados_song_event = cls(
            card=card,
            garden=garden,
            season=season,
            seat=seat,
            type_=type_,
        )

        return encantados_song_event

