from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_view_seats_item_team import MissionCalaverasViewSeatsItemTeam
from typing import cast

if TYPE_CHECKING:
  from ..models.mission_calaveras_view_seats_item_hand import MissionCalaverasViewSeatsItemHand





T = TypeVar("T", bound="MissionCalaverasViewSeatsItem")



@_attrs_define
class MissionCalaverasViewSeatsItem:
    """ one seat: its team, what lies in front of it, its points

        Attributes:
            controller (int | None): the partner playing a ghost's turns; null for a player's seat
            front (list[str]): Location cards face up in front of the seat, in order of arrival (at most one per Location)
            ghost (bool): whether the seat is a ghost (no hand, no player: its partner plays its turns)
            hand (MissionCalaverasViewSeatsItemHand): the seat's hand: its size, and its cards for the viewer's own seat
                only
            index (int): the seat's index
            suspicion (int): the seat's suspicion points
            team (MissionCalaverasViewSeatsItemTeam): the seat's organisation
     """

    controller: int | None
    front: list[str]
    ghost: bool
    hand: MissionCalaverasViewSeatsItemHand
    index: int
    suspicion: int
    team: MissionCalaverasViewSeatsItemTeam





    def to_dict(self) -> dict[str, Any]:
        from ..models.mission_calaveras_view_seats_item_hand import MissionCalaverasViewSeatsItemHand # noqa: PLC0415
        controller: int | None
        controller = self.controller

        front = self.front



        ghost = self.ghost

        hand = self.hand.to_dict()

        index = self.index

        suspicion = self.suspicion

        team = self.team.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "controller": controller,
            "front": front,
            "ghost": ghost,
            "hand": hand,
            "index": index,
            "suspicion": suspicion,
            "team": team,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mission_calaveras_view_seats_item_hand import MissionCalaverasViewSeatsItemHand # noqa: PLC0415
        d = dict(src_dict)
        def _parse_controller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        controller = _parse_controller(d.pop("controller"))


        front = cast(list[str], d.pop("front"))


        ghost = d.pop("ghost")

        hand = MissionCalaverasViewSeatsItemHand.from_dict(d.pop("hand"))




        index = d.pop("index")

        suspicion = d.pop("suspicion")

        team = MissionCalaverasViewSeatsItemTeam(d.pop("team"))




        mission_calaveras_view_seats_item = cls(
            controller=controller,
            front=front,
            ghost=ghost,
            hand=hand,
            index=index,
            suspicion=suspicion,
            team=team,
        )

        return mission_calaveras_view_seats_item

