from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_view_outcome_type_0_detail_winning_team_type_1 import MissionCalaverasViewOutcomeType0DetailWinningTeamType1
from typing import cast






T = TypeVar("T", bound="MissionCalaverasViewOutcomeType0Detail")



@_attrs_define
class MissionCalaverasViewOutcomeType0Detail:
    """ game-specific facts about the end

        Attributes:
            guilty (int | None): the seat definitively guilty; null if the game got stuck
            nicole (int): the seat Nicole trusts at the end
            suspicion (list[int]): every seat's suspicion points, by seat index
            tie_unbroken (bool): whether Nicole's last move was an unbroken tie
            winning_team (MissionCalaverasViewOutcomeType0DetailWinningTeamType1 | None): the team of Nicole's holder; null
                when all failed
     """

    guilty: int | None
    nicole: int
    suspicion: list[int]
    tie_unbroken: bool
    winning_team: MissionCalaverasViewOutcomeType0DetailWinningTeamType1 | None





    def to_dict(self) -> dict[str, Any]:
        guilty: int | None
        guilty = self.guilty

        nicole = self.nicole

        suspicion = self.suspicion



        tie_unbroken = self.tie_unbroken

        winning_team: None | str
        if isinstance(self.winning_team, MissionCalaverasViewOutcomeType0DetailWinningTeamType1):
            winning_team = self.winning_team.value
        else:
            winning_team = self.winning_team


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "guilty": guilty,
            "nicole": nicole,
            "suspicion": suspicion,
            "tie_unbroken": tie_unbroken,
            "winning_team": winning_team,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_guilty(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        guilty = _parse_guilty(d.pop("guilty"))


        nicole = d.pop("nicole")

        suspicion = cast(list[int], d.pop("suspicion"))


        tie_unbroken = d.pop("tie_unbroken")

        def _parse_winning_team(data: object) -> MissionCalaverasViewOutcomeType0DetailWinningTeamType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winning_team_type_1 = MissionCalaverasViewOutcomeType0DetailWinningTeamType1(data)



                return winning_team_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MissionCalaverasViewOutcomeType0DetailWinningTeamType1 | None, data)

        winning_team = _parse_winning_team(d.pop("winning_team"))


        mission_calaveras_view_outcome_type_0_detail = cls(
            guilty=guilty,
            nicole=nicole,
            suspicion=suspicion,
            tie_unbroken=tie_unbroken,
            winning_team=winning_team,
        )

        return mission_calaveras_view_outcome_type_0_detail

