from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Clock")



@_attrs_define
class Clock:
    """ 
        Attributes:
            bank (float | None): seconds left on the seat's Fischer clock when its current decision began (null: no clock);
                the deadline counts it in
            deadline (None | str): when the decision the seat owes now is due (ISO 8601, UTC, like
                2026-11-30T04:00:02.000Z); past it the server plays it with the replacement bot; null when the seat owes no
                timed decision
            timeouts (int): decisions in a row the server played because they were late; at the table's `max_timeouts` the
                seat is absent
     """

    bank: float | None
    deadline: None | str
    timeouts: int





    def to_dict(self) -> dict[str, Any]:
        bank: float | None
        bank = self.bank

        deadline: None | str
        deadline = self.deadline

        timeouts = self.timeouts


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bank": bank,
            "deadline": deadline,
            "timeouts": timeouts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_bank(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        bank = _parse_bank(d.pop("bank"))


        def _parse_deadline(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deadline = _parse_deadline(d.pop("deadline"))


        timeouts = d.pop("timeouts")

        clock = cls(
            bank=bank,
            deadline=deadline,
            timeouts=timeouts,
        )

        return clock

