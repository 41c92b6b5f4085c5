from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CaretosBonusRevealedEvent")



@_attrs_define
class CaretosBonusRevealedEvent:
    """ set-up: the face-up Bonus Cards

        Attributes:
            cards (list[str]): card ids
            type_ (Literal['bonus-revealed']): the event kind
     """

    cards: list[str]
    type_: Literal['bonus-revealed']





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        type_ = cast(Literal['bonus-revealed'] , d.pop("type"))
        if type_ != 'bonus-revealed':
            raise ValueError(f"type must match const 'bonus-revealed', got '{type_}'")

        caretos_bonus_revealed_event = cls(
            cards=cards,
            type_=type_,
        )

        return caretos_bonus_revealed_event

