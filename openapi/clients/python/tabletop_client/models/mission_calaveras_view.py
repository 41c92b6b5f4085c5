from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_view_end_type_1 import MissionCalaverasViewEndType1
from ..models.mission_calaveras_view_players import MissionCalaverasViewPlayers
from typing import cast

if TYPE_CHECKING:
  from ..models.mission_calaveras_view_draw import MissionCalaverasViewDraw
  from ..models.mission_calaveras_view_outcome_type_0 import MissionCalaverasViewOutcomeType0
  from ..models.mission_calaveras_view_seats_item import MissionCalaverasViewSeatsItem





T = TypeVar("T", bound="MissionCalaverasView")



@_attrs_define
class MissionCalaverasView:
    """ 
        Attributes:
            discard (list[str]): the discard pile, face up, bottom first
            draw (MissionCalaverasViewDraw): the face-down draw pile
            end (MissionCalaverasViewEndType1 | None): null while the game runs; 'guilty': a seat reached 7 points;
                'failed': and Nicole, tied, stayed with it; 'stuck': no seat could play
            guilty (int | None): the seat definitively guilty, once there is one
            innocent (list[str]): the Innocent zone (clears seats with these Locations)
            nicole (int): the seat Nicole stands in front of (trusts)
            outcome (MissionCalaverasViewOutcomeType0 | None): how the game ended; null while it runs
            players (MissionCalaverasViewPlayers): players at the table (3 and 5 add a ghost seat)
            seats (list[MissionCalaverasViewSeatsItem]): every seat, in turn order (the array index is the seat index)
            skipped (list[int]): seats skipped (no card to play) just before this turn
            suspect (list[str]): the Suspect zone (casts suspicion on seats with these Locations)
            tie (bool): whether Nicole's last move at the end was an unbroken tie
            to_act (list[int]): the seat deciding now (a ghost's partner on its turns); empty once the game is over
            turn (int): whose turn it is (maybe a ghost)
            turns_played (int): turns played so far
            viewer (int | None): the seat this view is for; null for a spectator
     """

    discard: list[str]
    draw: MissionCalaverasViewDraw
    end: MissionCalaverasViewEndType1 | None
    guilty: int | None
    innocent: list[str]
    nicole: int
    outcome: MissionCalaverasViewOutcomeType0 | None
    players: MissionCalaverasViewPlayers
    seats: list[MissionCalaverasViewSeatsItem]
    skipped: list[int]
    suspect: list[str]
    tie: bool
    to_act: list[int]
    turn: int
    turns_played: int
    viewer: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.mission_calaveras_view_draw import MissionCalaverasViewDraw # noqa: PLC0415
        from ..models.mission_calaveras_view_outcome_type_0 import MissionCalaverasViewOutcomeType0 # noqa: PLC0415
        from ..models.mission_calaveras_view_seats_item import MissionCalaverasViewSeatsItem # noqa: PLC0415
        discard = self.discard



        draw = self.draw.to_dict()

        end: None | str
        if isinstance(self.end, MissionCalaverasViewEndType1):
            end = self.end.value
        else:
            end = self.end

        guilty: int | None
        guilty = self.guilty

        innocent = self.innocent



        nicole = self.nicole

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, MissionCalaverasViewOutcomeType0):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        players = self.players.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        skipped = self.skipped



        suspect = self.suspect



        tie = self.tie

        to_act = self.to_act



        turn = self.turn

        turns_played = self.turns_played

        viewer: int | None
        viewer = self.viewer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "discard": discard,
            "draw": draw,
            "end": end,
            "guilty": guilty,
            "innocent": innocent,
            "nicole": nicole,
            "outcome": outcome,
            "players": players,
            "seats": seats,
            "skipped": skipped,
            "suspect": suspect,
            "tie": tie,
            "to_act": to_act,
            "turn": turn,
            "turns_played": turns_played,
            "viewer": viewer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mission_calaveras_view_draw import MissionCalaverasViewDraw # noqa: PLC0415
        from ..models.mission_calaveras_view_outcome_type_0 import MissionCalaverasViewOutcomeType0 # noqa: PLC0415
        from ..models.mission_calaveras_view_seats_item import MissionCalaverasViewSeatsItem # noqa: PLC0415
        d = dict(src_dict)
        discard = cast(list[str], d.pop("discard"))


        draw = MissionCalaverasViewDraw.from_dict(d.pop("draw"))




        def _parse_end(data: object) -> MissionCalaverasViewEndType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_1 = MissionCalaverasViewEndType1(data)



                return end_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MissionCalaverasViewEndType1 | None, data)

        end = _parse_end(d.pop("end"))


        def _parse_guilty(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        guilty = _parse_guilty(d.pop("guilty"))


        innocent = cast(list[str], d.pop("innocent"))


        nicole = d.pop("nicole")

        def _parse_outcome(data: object) -> MissionCalaverasViewOutcomeType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = MissionCalaverasViewOutcomeType0.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MissionCalaverasViewOutcomeType0 | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        players = MissionCalaverasViewPlayers(d.pop("players"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = MissionCalaverasViewSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        skipped = cast(list[int], d.pop("skipped"))


        suspect = cast(list[str], d.pop("suspect"))


        tie = d.pop("tie")

        to_act = cast(list[int], d.pop("to_act"))


        turn = d.pop("turn")

        turns_played = d.pop("turns_played")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        mission_calaveras_view = cls(
            discard=discard,
            draw=draw,
            end=end,
            guilty=guilty,
            innocent=innocent,
            nicole=nicole,
            outcome=outcome,
            players=players,
            seats=seats,
            skipped=skipped,
            suspect=suspect,
            tie=tie,
            to_act=to_act,
            turn=turn,
            turns_played=turns_played,
            viewer=viewer,
        )

        return mission_calaveras_view

