from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_moved_event_piece import CaretosMovedEventPiece
from typing import Literal, cast






T = TypeVar("T", bound="CaretosMovedEvent")



@_attrs_define
class CaretosMovedEvent:
    """ a piece moved one step (or jumped, or Moira carried Villagers)

        Attributes:
            from_ (int): a location id on the board
            piece (CaretosMovedEventPiece): the Monster, Careto, Careto group, a Villager, or Villagers carried by Moira
            to (int): a location id on the board
            type_ (Literal['moved']): the event kind
            villagers (str): the Villagers moved with it (empty for a Monster or a Careto)
     """

    from_: int
    piece: CaretosMovedEventPiece
    to: int
    type_: Literal['moved']
    villagers: str





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        piece = self.piece.value

        to = self.to

        type_ = self.type_

        villagers = self.villagers


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "piece": piece,
            "to": to,
            "type": type_,
            "villagers": villagers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        piece = CaretosMovedEventPiece(d.pop("piece"))




        to = d.pop("to")

        type_ = cast(Literal['moved'] , d.pop("type"))
        if type_ != 'moved':
            raise ValueError(f"type must match const 'moved', got '{type_}'")

        villagers = d.pop("villagers")

        caretos_moved_event = cls(
            from_=from_,
            piece=piece,
            to=to,
            type_=type_,
            villagers=villagers,
        )

        return caretos_moved_event

