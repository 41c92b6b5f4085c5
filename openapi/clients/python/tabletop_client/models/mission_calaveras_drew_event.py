from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MissionCalaverasDrewEvent")



@_attrs_define
class MissionCalaverasDrewEvent:
    """ A seat drew a card from the draw pile into its hand.

        Attributes:
            card (None | str): the card drawn; null for every viewer but the seat that drew
            seat (int): the seat that drew (never a ghost: a ghost's partner draws)
            type_ (Literal['drew']): the event kind
     """

    card: None | str
    seat: int
    type_: Literal['drew']





    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))


        seat = d.pop("seat")

        type_ = cast(Literal['drew'] , d.pop("type"))
        if type_ != 'drew':
            raise ValueError(f"type must match const 'drew', got '{type_}'")

        mission_calaveras_drew_event = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return mission_calaveras_drew_event

