from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_view_decks import EncantadosViewDecks
from ..models.encantados_view_phase import EncantadosViewPhase
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
    """ An Encantados position as one seat (or a spectator) sees it.

        Attributes:
            current (int): the seat whose turn it is
            decks (EncantadosViewDecks):
            draw_pile (EncantadosViewDrawPile):
            end_discard (list[str]): bottom first, top last
            end_reason (str):
            game_over (bool):
            gardens (list[EncantadosViewGardensItem]): each unit's garden: race name or 'songs' to its cards
            hands (list[EncantadosViewHandsItem]):
            last_round (list[int]): what each unit scored last round
            max_rounds (int):
            moving (None | str): the card a Troll moves
            pending (list[EncantadosViewPendingItem]): decisions interrupting the turn, the last one first to decide
            phase (EncantadosViewPhase):
            players (int):
            round_ (int):
            scores (list[int]): score of each unit before this round
            search (EncantadosViewSearch): the search being decided: cards shown to the searcher only
            search_discard (list[str]): bottom first, top last
            seat_scores (list[int]): each seat's score (its team's)
            starter (int): the seat that started this round
            to_act (list[int]):
            turn (EncantadosViewTurn):
            turn_order (list[int]): seats in order of play (teammates in a row)
            units (list[list[int]]): seats of each garden/score owner (a team, or one seat)
            viewer (int | None): the viewing seat
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
    players: int
    round_: int
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
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





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

        players = self.players

        round_ = self.round_

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
        field_dict.update(self.additional_properties)
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




        players = d.pop("players")

        round_ = d.pop("round")

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


        encantados_view.additional_properties = d
        return encantados_view

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
