from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CaretosBonusBoughtEvent")



@_attrs_define
class CaretosBonusBoughtEvent:
    """ a Bonus Card was bought

        Attributes:
            card (str): the card bought
            replacement (None | str): the card turned face up in its place; null when the pile is empty
            seat (int): a seat index
            type_ (Literal['bonus-bought']): the event kind
     """

    card: str
    replacement: None | str
    seat: int
    type_: Literal['bonus-bought']





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        replacement: None | str
        replacement = self.replacement

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "replacement": replacement,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        def _parse_replacement(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        replacement = _parse_replacement(d.pop("replacement"))


        seat = d.pop("seat")

        type_ = cast(Literal['bonus-bought'] , d.pop("type"))
        if type_ != 'bonus-bought':
            raise ValueError(f"type must match const 'bonus-bought', got '{type_}'")

        caretos_bonus_bought_event = cls(
            card=card,
            replacement=replacement,
            seat=seat,
            type_=type_,
        )

        return caretos_bonus_bought_event

