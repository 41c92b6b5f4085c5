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
  from ..models.catalogue_entry import CatalogueEntry
  from ..models.game_type_detail_action_schema import GameTypeDetailActionSchema
  from ..models.game_type_detail_extra import GameTypeDetailExtra
  from ..models.game_type_detail_view_schema import GameTypeDetailViewSchema
  from ..models.option import Option
  from ..models.rules_section import RulesSection





T = TypeVar("T", bound="GameTypeDetail")



@_attrs_define
class GameTypeDetail:
    """ 
        Attributes:
            action_schema (GameTypeDetailActionSchema): JSON Schema of an action (oneOf on type); the spec's <Game>Action
                says the same
            bot_ratings (list[BotRating]): each bot level's measured rating per seat count (seat counts not benchmarked yet
                are absent)
            catalogue (list[CatalogueEntry]): every kind of card, tile or token of the game
            name (str): the `game` of POST /games Example: mission-calaveras.
            options (list[Option]): its setup options, with their defaults
            player_counts (list[int]): the numbers of players it takes
            rules (list[RulesSection]): the complete rules in our own words, in order: goal, components, setup, a turn,
                scoring, the end, interpretations
            rules_notes (list[str]): the rules this server had to interpret (GET /game-types/{name} gives the complete
                rules)
            rules_url (str): where the complete rules are (GET /game-types/{name}): every ruling is in their
                `interpretations` section Example: /game-types/mission-calaveras.
            title (str): the game's name for people
            view_schema (GameTypeDetailViewSchema): JSON Schema of a view; the spec's <Game>View says the same
            extra (GameTypeDetailExtra | Unset): game-specific data a front end needs (the Caretos boards)
     """

    action_schema: GameTypeDetailActionSchema
    bot_ratings: list[BotRating]
    catalogue: list[CatalogueEntry]
    name: str
    options: list[Option]
    player_counts: list[int]
    rules: list[RulesSection]
    rules_notes: list[str]
    rules_url: str
    title: str
    view_schema: GameTypeDetailViewSchema
    extra: GameTypeDetailExtra | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_rating import BotRating # noqa: PLC0415
        from ..models.catalogue_entry import CatalogueEntry # noqa: PLC0415
        from ..models.game_type_detail_action_schema import GameTypeDetailActionSchema # noqa: PLC0415
        from ..models.game_type_detail_extra import GameTypeDetailExtra # noqa: PLC0415
        from ..models.game_type_detail_view_schema import GameTypeDetailViewSchema # noqa: PLC0415
        from ..models.option import Option # noqa: PLC0415
        from ..models.rules_section import RulesSection # noqa: PLC0415
        action_schema = self.action_schema.to_dict()

        bot_ratings = []
        for bot_ratings_item_data in self.bot_ratings:
            bot_ratings_item = bot_ratings_item_data.to_dict()
            bot_ratings.append(bot_ratings_item)



        catalogue = []
        for catalogue_item_data in self.catalogue:
            catalogue_item = catalogue_item_data.to_dict()
            catalogue.append(catalogue_item)



        name = self.name

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        player_counts = self.player_counts



        rules = []
        for rules_item_data in self.rules:
            rules_item = rules_item_data.to_dict()
            rules.append(rules_item)



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
            "catalogue": catalogue,
            "name": name,
            "options": options,
            "player_counts": player_counts,
            "rules": rules,
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
        from ..models.catalogue_entry import CatalogueEntry # noqa: PLC0415
        from ..models.game_type_detail_action_schema import GameTypeDetailActionSchema # noqa: PLC0415
        from ..models.game_type_detail_extra import GameTypeDetailExtra # noqa: PLC0415
        from ..models.game_type_detail_view_schema import GameTypeDetailViewSchema # noqa: PLC0415
        from ..models.option import Option # noqa: PLC0415
        from ..models.rules_section import RulesSection # noqa: PLC0415
        d = dict(src_dict)
        action_schema = GameTypeDetailActionSchema.from_dict(d.pop("action_schema"))




        bot_ratings = []
        _bot_ratings = d.pop("bot_ratings")
        for bot_ratings_item_data in (_bot_ratings):
            bot_ratings_item = BotRating.from_dict(bot_ratings_item_data)



            bot_ratings.append(bot_ratings_item)


        catalogue = []
        _catalogue = d.pop("catalogue")
        for catalogue_item_data in (_catalogue):
            catalogue_item = CatalogueEntry.from_dict(catalogue_item_data)



            catalogue.append(catalogue_item)


        name = d.pop("name")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = Option.from_dict(options_item_data)



            options.append(options_item)


        player_counts = cast(list[int], d.pop("player_counts"))


        rules = []
        _rules = d.pop("rules")
        for rules_item_data in (_rules):
            rules_item = RulesSection.from_dict(rules_item_data)



            rules.append(rules_item)


        rules_notes = cast(list[str], d.pop("rules_notes"))


        rules_url = d.pop("rules_url")

        title = d.pop("title")

        view_schema = GameTypeDetailViewSchema.from_dict(d.pop("view_schema"))




        _extra = d.pop("extra", UNSET)
        extra: GameTypeDetailExtra | Unset
        if isinstance(_extra,  Unset):
            extra = UNSET
        else:
            extra = GameTypeDetailExtra.from_dict(_extra)




        game_type_detail = cls(
            action_schema=action_schema,
            bot_ratings=bot_ratings,
            catalogue=catalogue,
            name=name,
            options=options,
            player_counts=player_counts,
            rules=rules,
            rules_notes=rules_notes,
            rules_url=rules_url,
            title=title,
            view_schema=view_schema,
            extra=extra,
        )

        return game_type_detail

