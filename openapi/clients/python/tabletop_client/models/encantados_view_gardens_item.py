from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EncantadosViewGardensItem")



@_attrs_define
class EncantadosViewGardensItem:
    """ one garden: its groups of cards, each race by name and the songs apart; a race group lists its cards of that race,
    then its Mimic if it has one

        Attributes:
            dwarves (list[str] | Unset): the dwarves laid here, then their Mimic if any
            elves (list[str] | Unset): the elves laid here, then their Mimic if any
            fairies (list[str] | Unset): the fairies laid here, then their Mimic if any
            fauns (list[str] | Unset): the fauns laid here, then their Mimic if any
            gnomes (list[str] | Unset): the gnomes laid here, then their Mimic if any
            goblins (list[str] | Unset): the goblins laid here, then their Mimic if any
            kobolds (list[str] | Unset): the kobolds laid here, then their Mimic if any
            leprechauns (list[str] | Unset): the leprechauns laid here, then their Mimic if any
            songs (list[str] | Unset): the songs laid here
            trolls (list[str] | Unset): the trolls laid here, then their Mimic if any
            wisps (list[str] | Unset): the wisps laid here, then their Mimic if any
     """

    dwarves: list[str] | Unset = UNSET
    elves: list[str] | Unset = UNSET
    fairies: list[str] | Unset = UNSET
    fauns: list[str] | Unset = UNSET
    gnomes: list[str] | Unset = UNSET
    goblins: list[str] | Unset = UNSET
    kobolds: list[str] | Unset = UNSET
    leprechauns: list[str] | Unset = UNSET
    songs: list[str] | Unset = UNSET
    trolls: list[str] | Unset = UNSET
    wisps: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        dwarves: list[str] | Unset = UNSET
        if not isinstance(self.dwarves, Unset):
            dwarves = self.dwarves



        elves: list[str] | Unset = UNSET
        if not isinstance(self.elves, Unset):
            elves = self.elves



        fairies: list[str] | Unset = UNSET
        if not isinstance(self.fairies, Unset):
            fairies = self.fairies



        fauns: list[str] | Unset = UNSET
        if not isinstance(self.fauns, Unset):
            fauns = self.fauns



        gnomes: list[str] | Unset = UNSET
        if not isinstance(self.gnomes, Unset):
            gnomes = self.gnomes



        goblins: list[str] | Unset = UNSET
        if not isinstance(self.goblins, Unset):
            goblins = self.goblins



        kobolds: list[str] | Unset = UNSET
        if not isinstance(self.kobolds, Unset):
            kobolds = self.kobolds



        leprechauns: list[str] | Unset = UNSET
        if not isinstance(self.leprechauns, Unset):
            leprechauns = self.leprechauns



        songs: list[str] | Unset = UNSET
        if not isinstance(self.songs, Unset):
            songs = self.songs



        trolls: list[str] | Unset = UNSET
        if not isinstance(self.trolls, Unset):
            trolls = self.trolls



        wisps: list[str] | Unset = UNSET
        if not isinstance(self.wisps, Unset):
            wisps = self.wisps




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if dwarves is not UNSET:
            field_dict["dwarves"] = dwarves
        if elves is not UNSET:
            field_dict["elves"] = elves
        if fairies is not UNSET:
            field_dict["fairies"] = fairies
        if fauns is not UNSET:
            field_dict["fauns"] = fauns
        if gnomes is not UNSET:
            field_dict["gnomes"] = gnomes
        if goblins is not UNSET:
            field_dict["goblins"] = goblins
        if kobolds is not UNSET:
            field_dict["kobolds"] = kobolds
        if leprechauns is not UNSET:
            field_dict["leprechauns"] = leprechauns
        if songs is not UNSET:
            field_dict["songs"] = songs
        if trolls is not UNSET:
            field_dict["trolls"] = trolls
        if wisps is not UNSET:
            field_dict["wisps"] = wisps

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dwarves = cast(list[str], d.pop("dwarves", UNSET))


        elves = cast(list[str], d.pop("elves", UNSET))


        fairies = cast(list[str], d.pop("fairies", UNSET))


        fauns = cast(list[str], d.pop("fauns", UNSET))


        gnomes = cast(list[str], d.pop("gnomes", UNSET))


        goblins = cast(list[str], d.pop("goblins", UNSET))


        kobolds = cast(list[str], d.pop("kobolds", UNSET))


        leprechauns = cast(list[str], d.pop("leprechauns", UNSET))


        songs = cast(list[str], d.pop("songs", UNSET))


        trolls = cast(list[str], d.pop("trolls", UNSET))


        wisps = cast(list[str], d.pop("wisps", UNSET))


        encantados_view_gardens_item = cls(
            dwarves=dwarves,
            elves=elves,
            fairies=fairies,
            fauns=fauns,
            gnomes=gnomes,
            goblins=goblins,
            kobolds=kobolds,
            leprechauns=leprechauns,
            songs=songs,
            trolls=trolls,
            wisps=wisps,
        )

        return encantados_view_gardens_item

