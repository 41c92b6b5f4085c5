from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_twist_event_from_type_1 import MissionCalaverasTwistEventFromType1
from ..models.mission_calaveras_twist_event_to_type_1 import MissionCalaverasTwistEventToType1
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MissionCalaverasTwistEvent")



@_attrs_define
class MissionCalaverasTwistEvent:
    """ A Twist card was played, moving one visible card or none.

        Attributes:
            by (int): the seat whose hand the card came from (a ghost's partner)
            card (str): the Twist card played (it goes to the discard)
            from_ (MissionCalaverasTwistEventFromType1 | None): the area the moved card left; null when nothing moved
            from_seat (int | None): the seat it left, when it lay in front of a seat
            moved (None | str): the card moved; null when the Twist moved nothing
            seat (int): the seat whose turn it was (maybe a ghost)
            to (MissionCalaverasTwistEventToType1 | None): the area it went to; null when nothing moved
            to_seat (int | None): the seat it went in front of; null otherwise
            type_ (Literal['twist']): the event kind
     """

    by: int
    card: str
    from_: MissionCalaverasTwistEventFromType1 | None
    from_seat: int | None
    moved: None | str
    seat: int
    to: MissionCalaverasTwistEventToType1 | None
    to_seat: int | None
    type_: Literal['twist']





    def to_dict(self) -> dict[str, Any]:
        by = self.by

        card = self.card

        from_: None | str
        if isinstance(self.from_, MissionCalaverasTwistEventFromType1):
            from_ = self.from_.value
        else:
            from_ = self.from_

        from_seat: int | None
        from_seat = self.from_seat

        moved: None | str
        moved = self.moved

        seat = self.seat

        to: None | str
        if isinstance(self.to, MissionCalaverasTwistEventToType1):
            to = self.to.value
        else:
            to = self.to

        to_seat: int | None
        to_seat = self.to_seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "by": by,
            "card": card,
            "from": from_,
            "from_seat": from_seat,
            "moved": moved,
            "seat": seat,
            "to": to,
            "to_seat": to_seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = d.pop("by")

        card = d.pop("card")

        def _parse_from_(data: object) -> MissionCalaverasTwistEventFromType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_1 = MissionCalaverasTwistEventFromType1(data)



                return from_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MissionCalaverasTwistEventFromType1 | None, data)

        from_ = _parse_from_(d.pop("from"))


        def _parse_from_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        from_seat = _parse_from_seat(d.pop("from_seat"))


        def _parse_moved(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        moved = _parse_moved(d.pop("moved"))


        seat = d.pop("seat")

        def _parse_to(data: object) -> MissionCalaverasTwistEventToType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_type_1 = MissionCalaverasTwistEventToType1(data)



                return to_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MissionCalaverasTwistEventToType1 | None, data)

        to = _parse_to(d.pop("to"))


        def _parse_to_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_seat = _parse_to_seat(d.pop("to_seat"))


        type_ = cast(Literal['twist'] , d.pop("type"))
        if type_ != 'twist':
            raise ValueError(f"type must match const 'twist', got '{type_}'")

        mission_calaveras_twist_event = cls(
            by=by,
            card=card,
            from_=from_,
            from_seat=from_seat,
            moved=moved,
            seat=seat,
            to=to,
            to_seat=to_seat,
            type_=type_,
        )

        return mission_calaveras_twist_event

