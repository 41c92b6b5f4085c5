from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_designated_event_reason import MissionCalaverasDesignatedEventReason
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MissionCalaverasDesignatedEvent")



@_attrs_define
class MissionCalaverasDesignatedEvent:
    """ A seat was designated suspect: it took a suspicion point per card in the centre, and the centre was discarded.

        Attributes:
            cleared (list[str]): the centre's cards, now discarded (Innocent first)
            points (int): suspicion points taken (the cards in the centre)
            reason (MissionCalaverasDesignatedEventReason): 'default': every other seat was cleared; 'matches': strictly the
                most Suspect-zone Locations
            seat (int): the suspect
            suspicion (int): the suspect's suspicion points now
            type_ (Literal['designated']): the event kind
     """

    cleared: list[str]
    points: int
    reason: MissionCalaverasDesignatedEventReason
    seat: int
    suspicion: int
    type_: Literal['designated']





    def to_dict(self) -> dict[str, Any]:
        cleared = self.cleared



        points = self.points

        reason = self.reason.value

        seat = self.seat

        suspicion = self.suspicion

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cleared": cleared,
            "points": points,
            "reason": reason,
            "seat": seat,
            "suspicion": suspicion,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cleared = cast(list[str], d.pop("cleared"))


        points = d.pop("points")

        reason = MissionCalaverasDesignatedEventReason(d.pop("reason"))




        seat = d.pop("seat")

        suspicion = d.pop("suspicion")

        type_ = cast(Literal['designated'] , d.pop("type"))
        if type_ != 'designated':
            raise ValueError(f"type must match const 'designated', got '{type_}'")

        mission_calaveras_designated_event = cls(
            cleared=cleared,
            points=points,
            reason=reason,
            seat=seat,
            suspicion=suspicion,
            type_=type_,
        )

        return mission_calaveras_designated_event

