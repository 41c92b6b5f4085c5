from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="IndexLinks")



@_attrs_define
class IndexLinks:
    """ 
        Attributes:
            docs (str): this API's reference, browsable (Swagger UI) Example: /docs.
            game_types (str): the games hosted here: start with these Example: /game-types.
            openapi (str): the OpenAPI spec the clients are made from Example: /openapi.json.
            play (str): the web client: play in a browser Example: /play.
     """

    docs: str
    game_types: str
    openapi: str
    play: str





    def to_dict(self) -> dict[str, Any]:
        docs = self.docs

        game_types = self.game_types

        openapi = self.openapi

        play = self.play


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "docs": docs,
            "game_types": game_types,
            "openapi": openapi,
            "play": play,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        docs = d.pop("docs")

        game_types = d.pop("game_types")

        openapi = d.pop("openapi")

        play = d.pop("play")

        index_links = cls(
            docs=docs,
            game_types=game_types,
            openapi=openapi,
            play=play,
        )

        return index_links

