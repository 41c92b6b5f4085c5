from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_view_decks import EncantadosViewDecks
from ..models.encantados_view_phase import EncantadosViewPhase
from ..models.encantados_view_players import EncantadosViewPlayers
from typing import cast

if TYPE_CHECKING:
  from ..models.encantados_view_draw_pile import EncantadosViewDrawPile
  from ..models.encantados_view_gardens_item import EncantadosViewGardensItem
  from ..models.encantados_view_hands_item import EncantadosViewHandsItem
  from ..models.encantados_view_pending_item import EncantadosViewPendingItem
  from ..models.encantados_view_search import EncantadosViewSearch
  from ..models.encantados_view_turn import EncantadosViewTurn





T = TypeVar("T", bound="EncantadosView")



@_attrs_define
class EncantadosView:
    """ An Encantados position as one seat (or a spectator) sees it. Units are the garden and score owners: each seat alone
    with 2, 3 or 5 players, teams of two with 4 or 6; lists 'per unit' follow the order of 'units'.

        Attributes:
            current (int): the seat whose turn it is
            decks (EncantadosViewDecks): copies of the deck in play: 2 (120 cards) with 5 or 6 players
            draw_pile (EncantadosViewDrawPile): the face-down draw pile
            end_discard (list[str]): the end-of-turn discard pile, bottom first, top last
            end_reason (str): why the game ended, in words (empty while it runs)
            game_over (bool): whether the game has ended
            gardens (list[EncantadosViewGardensItem]): per unit: its garden
            hands (list[EncantadosViewHandsItem]): per seat: its hand, the cards shown to that seat only
            last_round (list[int]): per unit: what it scored last round (empty in round 1)
            max_rounds (int): the game ends after this round at the latest
            moving (None | str): the card a Troll has taken and must place (else null)
            pending (list[EncantadosViewPendingItem]): decisions interrupting the turn, the last one decided first
            phase (EncantadosViewPhase): the turn's phase: draw (1), lay (2), discard (3), or over
            players (EncantadosViewPlayers): number of players (and seats)
            round_ (int): the round being played, from 1
            round_turn_limit (int): the round ends at the end of this many turns (40 per seat) if nothing ended it before
            round_turns (int): turns ended so far in this round
            scores (list[int]): per unit: its score before this round
            search (EncantadosViewSearch): the search being decided: its cards shown to the searcher only
            search_discard (list[str]): the search discard pile, bottom first, top last
            seat_scores (list[int]): per seat: its score (its team's)
            starter (int): the seat that started this round
            to_act (list[int]): the seats that must decide now (one, or none once over)
            turn (EncantadosViewTurn): what the seat to play has used up this turn
            turn_order (list[int]): seats in order of play (teammates in a row)
            units (list[list[int]]): the seats of each unit (a team's two seats, or one seat)
            viewer (int | None): the viewing seat (null: a spectator)
     """

    current: int
    decks: EncantadosViewDecks
    draw_pile: EncantadosViewDrawPile
    end_discard: list[str]
    end_reason: str
    game_over: bool
    gardens: list[EncantadosViewGardensItem]
    hands: list[EncantadosViewHandsItem]
    last_round: list[int]
    max_rounds: int
    moving: None | str
    pending: list[EncantadosViewPendingItem]
    phase: EncantadosViewPhase
    players: EncantadosViewPlayers
    round_: int
    round_turn_limit: int
    round_turns: int
    scores: list[int]
    search: EncantadosViewSearch
    search_discard: list[str]
    seat_scores: list[int]
    starter: int
    to_act: list[int]
    turn: EncantadosViewTurn
    turn_order: list[int]
    units: list[list[int]]
    viewer: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.encantados_view_draw_pile import EncantadosViewDrawPile # noqa: PLC0415
        from ..models.encantados_view_gardens_item import EncantadosViewGardensItem # noqa: PLC0415
        from ..models.encantados_view_hands_item import EncantadosViewHandsItem # noqa: PLC0415
        from ..models.encantados_view_pending_item import EncantadosViewPendingItem # noqa: PLC0415
        from ..models.encantados_view_search import EncantadosViewSearch # noqa: PLC0415
        from ..models.encantados_view_turn import EncantadosViewTurn # noqa: PLC0415
        current = self.current

        decks = self.decks.value

        draw_pile = self.draw_pile.to_dict()

        end_discard = self.end_discard



        end_reason = self.end_reason

        game_over = self.game_over

        gardens = []
        for gardens_item_data in self.gardens:
            gardens_item = gardens_item_data.to_dict()
            gardens.append(gardens_item)



        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)



        last_round = self.last_round



        max_rounds = self.max_rounds

        moving: None | str
        moving = self.moving

        pending = []
        for pending_item_data in self.pending:
            pending_item = pending_item_data.to_dict()
            pending.append(pending_item)



        phase = self.phase.value

        players = self.players.value

        round_ = self.round_

        round_turn_limit = self.round_turn_limit

        round_turns = self.round_turns

        scores = self.scores



        search = self.search.to_dict()

        search_discard = self.search_discard



        seat_scores = self.seat_scores



        starter = self.starter

        to_act = self.to_act



        turn = self.turn.to_dict()

        turn_order = self.turn_order



        units = []
        for units_item_data in self.units:
            units_item = units_item_data


            units.append(units_item)



        viewer: int | None
        viewer = self.viewer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "current": current,
            "decks": decks,
            "draw_pile": draw_pile,
            "end_discard": end_discard,
            "end_reason": end_reason,
            "game_over": game_over,
            "gardens": gardens,
            "hands": hands,
            "last_round": last_round,
            "max_rounds": max_rounds,
            "moving": moving,
            "pending": pending,
            "phase": phase,
            "players": players,
            "round": round_,
            "round_turn_limit": round_turn_limit,
            "round_turns": round_turns,
            "scores": scores,
            "search": search,
            "search_discard": search_discard,
            "seat_scores": seat_scores,
            "starter": starter,
            "to_act": to_act,
            "turn": turn,
            "turn_order": turn_order,
            "units": units,
            "viewer": viewer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.encantados_view_draw_pile import EncantadosViewDrawPile # noqa: PLC0415
        from ..models.encantados_view_gardens_item import EncantadosViewGardensItem # noqa: PLC0415
        from ..models.encantados_view_hands_item import EncantadosViewHandsItem # noqa: PLC0415
        from ..models.encantados_view_pending_item import EncantadosViewPendingItem # noqa: PLC0415
        from ..models.encantados_view_search import EncantadosViewSearch # noqa: PLC0415
        from ..models.encantados_view_turn import EncantadosViewTurn # noqa: PLC0415
        d = dict(src_dict)
        current = d.pop("current")

        decks = EncantadosViewDecks(d.pop("decks"))




        draw_pile = EncantadosViewDrawPile.from_dict(d.pop("draw_pile"))




        end_discard = cast(list[str], d.pop("end_discard"))


        end_reason = d.pop("end_reason")

        game_over = d.pop("game_over")

        gardens = []
        _gardens = d.pop("gardens")
        for gardens_item_data in (_gardens):
            gardens_item = EncantadosViewGardensItem.from_dict(gardens_item_data)



            gardens.append(gardens_item)


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = EncantadosViewHandsItem.from_dict(hands_item_data)



            hands.append(hands_item)


        last_round = cast(list[int], d.pop("last_round"))


        max_rounds = d.pop("max_rounds")

        def _parse_moving(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        moving = _parse_moving(d.pop("moving"))


        pending = []
        _pending = d.pop("pending")
        for pending_item_data in (_pending):
            pending_item = EncantadosViewPendingItem.from_dict(pending_item_data)



            pending.append(pending_item)


        phase = EncantadosViewPhase(d.pop("phase"))




        players = EncantadosViewPlayers(d.pop("players"))




        round_ = d.pop("round")

        round_turn_limit = d.pop("round_turn_limit")

        round_turns = d.pop("round_turns")

        scores = cast(list[int], d.pop("scores"))


        search = EncantadosViewSearch.from_dict(d.pop("search"))




        search_discard = cast(list[str], d.pop("search_discard"))


        seat_scores = cast(list[int], d.pop("seat_scores"))


        starter = d.pop("starter")

        to_act = cast(list[int], d.pop("to_act"))


        turn = EncantadosViewTurn.from_dict(d.pop("turn"))




        turn_order = cast(list[int], d.pop("turn_order"))


        units = []
        _units = d.pop("units")
        for units_item_data in (_units):
            units_item = cast(list[int], units_item_data)

            units.append(units_item)


        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        encantados_view = cls(
            current=current,
            decks=decks,
            draw_pile=draw_pile,
            end_discard=end_discard,
            end_reason=end_reason,
            game_over=game_over,
            gardens=gardens,
            hands=hands,
            last_round=last_round,
            max_rounds=max_rounds,
            moving=moving,
            pending=pending,
            phase=phase,
            players=players,
            round_=round_,
            round_turn_limit=round_turn_limit,
            round_turns=round_turns,
            scores=scores,
            search=search,
            search_discard=search_discard,
            seat_scores=seat_scores,
            starter=starter,
            to_act=to_act,
            turn=turn,
            turn_order=turn_order,
            units=units,
            viewer=viewer,
        )

        return encantados_view

