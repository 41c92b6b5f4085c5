from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_rating import BotRating
  from ..models.game_type_action_schema import GameTypeActionSchema
  from ..models.game_type_extra import GameTypeExtra
  from ..models.game_type_view_schema import GameTypeViewSchema
  from ..models.option import Option





T = TypeVar("T", bound="GameType")



@_attrs_define
class GameType:
    """ 
        Attributes:
            action_schema (GameTypeActionSchema): JSON Schema of an action (oneOf on type); the spec's <Game>Action says the
                same
            bot_ratings (list[BotRating]): each bot level's measured rating per seat count (seat counts not benchmarked yet
                are absent)
            name (str): the `game` of POST /games Example: mission-calaveras.
            options (list[Option]): its setup options, with their defaults
            player_counts (list[int]): the numbers of players it takes
            rules_notes (list[str]): the rules this server had to interpret (GET /game-types/{name} gives the complete
                rules)
            rules_url (str): where the complete rules are (GET /game-types/{name}): every ruling is in their
                `interpretations` section Example: /game-types/mission-calaveras.
            title (str): the game's name for people
            view_schema (GameTypeViewSchema): JSON Schema of a view; the spec's <Game>View says the same
            extra (GameTypeExtra | Unset): game-specific data a front end needs (the Caretos boards)
     """

    action_schema: GameTypeActionSchema
    bot_ratings: list[BotRating]
    name: str
    options: list[Option]
    player_counts: list[int]
    rules_notes: list[str]
    rules_url: str
    title: str
    view_schema: GameTypeViewSchema
    extra: GameTypeExtra | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_rating import BotRating # noqa: PLC0415
        from ..models.game_type_action_schema import GameTypeActionSchema # noqa: PLC0415
        from ..models.game_type_extra import GameTypeExtra # noqa: PLC0415
        from ..models.game_type_view_schema import GameTypeViewSchema # noqa: PLC0415
        from ..models.option import Option # noqa: PLC0415
        action_schema = self.action_schema.to_dict()

        bot_ratings = []
        for bot_ratings_item_data in self.bot_ratings:
            bot_ratings_item = bot_ratings_item_data.to_dict()
            bot_ratings.append(bot_ratings_item)



        name = self.name

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        player_counts = self.player_counts



        rules_notes = self.rules_notes



        rules_url = self.rules_url

        title = self.title

        view_schema = self.view_schema.to_dict()

        extra: dict[str, Any] | Unset = UNSET
        if not isinstance(self.extra, Unset):
            extra = self.extra.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_schema": action_schema,
            "bot_ratings": bot_ratings,
            "name": name,
            "options": options,
            "player_counts": player_counts,
            "rules_notes": rules_notes,
            "rules_url": rules_url,
            "title": title,
            "view_schema": view_schema,
        })
        if extra is not UNSET:
            field_dict["extra"] = extra

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_rating import BotRating # noqa: PLC0415
        from ..models.game_type_action_schema import GameTypeActionSchema # noqa: PLC0415
        from ..models.game_type_extra import GameTypeExtra # noqa: PLC0415
        from ..models.game_type_view_schema import GameTypeViewSchema # noqa: PLC0415
        from ..models.option import Option # noqa: PLC0415
        d = dict(src_dict)
        action_schema = GameTypeActionSchema.from_dict(d.pop("action_schema"))




        bot_ratings = []
        _bot_ratings = d.pop("bot_ratings")
        for bot_ratings_item_data in (_bot_ratings):
            bot_ratings_item = BotRating.from_dict(bot_ratings_item_data)



            bot_ratings.append(bot_ratings_item)


        name = d.pop("name")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = Option.from_dict(options_item_data)



            options.append(options_item)


        player_counts = cast(list[int], d.pop("player_counts"))


        rules_notes = cast(list[str], d.pop("rules_notes"))


        rules_url = d.pop("rules_url")

        title = d.pop("title")

        view_schema = GameTypeViewSchema.from_dict(d.pop("view_schema"))




        _extra = d.pop("extra", UNSET)
        extra: GameTypeExtra | Unset
        if isinstance(_extra,  Unset):
            extra = UNSET
        else:
            extra = GameTypeExtra.from_dict(_extra)




        game_type = cls(
            action_schema=action_schema,
            bot_ratings=bot_ratings,
            name=name,
            options=options,
            player_counts=player_counts,
            rules_notes=rules_notes,
            rules_url=rules_url,
            title=title,
            view_schema=view_schema,
            extra=extra,
        )

        return game_type

