from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_game_ended_event_end import MissionCalaverasGameEndedEventEnd
from ..models.mission_calaveras_game_ended_event_winning_team_type_1 import MissionCalaverasGameEndedEventWinningTeamType1
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MissionCalaverasGameEndedEvent")



@_attrs_define
class MissionCalaverasGameEndedEvent:
    """ The game ended.

        Attributes:
            end (MissionCalaverasGameEndedEventEnd): 'guilty': a seat reached 7 points; 'failed': and Nicole, tied, stayed
                with it; 'stuck': no seat could play
            guilty (int | None): the seat definitively guilty; null when stuck
            nicole (int): the seat Nicole trusts at the end
            tie (bool): whether Nicole's last move was an unbroken tie
            type_ (Literal['game-ended']): the event kind
            winning_team (MissionCalaverasGameEndedEventWinningTeamType1 | None): the team of Nicole's holder; null when all
                failed
     """

    end: MissionCalaverasGameEndedEventEnd
    guilty: int | None
    nicole: int
    tie: bool
    type_: Literal['game-ended']
    winning_team: MissionCalaverasGameEndedEventWinningTeamType1 | None





    def to_dict(self) -> dict[str, Any]:
        end = self.end.value

        guilty: int | None
        guilty = self.guilty

        nicole = self.nicole

        tie = self.tie

        type_ = self.type_

        winning_team: None | str
        if isinstance(self.winning_team, MissionCalaverasGameEndedEventWinningTeamType1):
            winning_team = self.winning_team.value
        else:
            winning_team = self.winning_team


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "end": end,
            "guilty": guilty,
            "nicole": nicole,
            "tie": tie,
            "type": type_,
            "winning_team": winning_team,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        end = MissionCalaverasGameEndedEventEnd(d.pop("end"))




        def _parse_guilty(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        guilty = _parse_guilty(d.pop("guilty"))


        nicole = d.pop("nicole")

        tie = d.pop("tie")

        type_ = cast(Literal['game-ended'] , d.pop("type"))
        if type_ != 'game-ended':
            raise ValueError(f"type must match const 'game-ended', got '{type_}'")

        def _parse_winning_team(data: object) -> MissionCalaverasGameEndedEventWinningTeamType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winning_team_type_1 = MissionCalaverasGameEndedEventWinningTeamType1(data)



                return winning_team_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MissionCalaverasGameEndedEventWinningTeamType1 | None, data)

        winning_team = _parse_winning_team(d.pop("winning_team"))


        mission_calaveras_game_ended_event = cls(
            end=end,
            guilty=guilty,
            nicole=nicole,
            tie=tie,
            type_=type_,
            winning_team=winning_team,
        )

        return mission_calaveras_game_ended_event

