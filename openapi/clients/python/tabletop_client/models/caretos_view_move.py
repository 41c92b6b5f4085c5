from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_move_jumps_item import CaretosViewMoveJumpsItem
from ..models.caretos_view_move_mover import CaretosViewMoveMover
from ..models.caretos_view_move_piece import CaretosViewMovePiece
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CaretosViewMove")



@_attrs_define
class CaretosViewMove:
    """ where the moving piece steps next, or stop

        Attributes:
            at (int | None): where the moving Villager stands (null for other pieces)
            exact (bool): every move must be made (Caretos)
            first_of_two (bool): the first of Trevor's two Villagers
            jumps (list[CaretosViewMoveJumpsItem]): kinds of location the Monster may jump between (1 move a jump)
            kind (Literal['move']): the decision kind
            maria_bonus (bool): one more move after scaring a group (Maria Gancha)
            may_banish (bool): may send Monsters passed through to the Cauldron
            mover (CaretosViewMoveMover): what moves
            origin (int | None): where the moving Villager started (null for others)
            pass_through (bool): passes through Monsters and Caretos (Lost Soul)
            piece (CaretosViewMovePiece): the Monster, the Careto, the group acting as a Careto, or the moving Villager's
                colour
            seat (int): the seat that decides
            steps (int): moves left
     """

    at: int | None
    exact: bool
    first_of_two: bool
    jumps: list[CaretosViewMoveJumpsItem]
    kind: Literal['move']
    maria_bonus: bool
    may_banish: bool
    mover: CaretosViewMoveMover
    origin: int | None
    pass_through: bool
    piece: CaretosViewMovePiece
    seat: int
    steps: int





    def to_dict(self) -> dict[str, Any]:
        at: int | None
        at = self.at

        exact = self.exact

        first_of_two = self.first_of_two

        jumps = []
        for jumps_item_data in self.jumps:
            jumps_item = jumps_item_data.value
            jumps.append(jumps_item)



        kind = self.kind

        maria_bonus = self.maria_bonus

        may_banish = self.may_banish

        mover = self.mover.value

        origin: int | None
        origin = self.origin

        pass_through = self.pass_through

        piece = self.piece.value

        seat = self.seat

        steps = self.steps


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "exact": exact,
            "first_of_two": first_of_two,
            "jumps": jumps,
            "kind": kind,
            "maria_bonus": maria_bonus,
            "may_banish": may_banish,
            "mover": mover,
            "origin": origin,
            "pass_through": pass_through,
            "piece": piece,
            "seat": seat,
            "steps": steps,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        at = _parse_at(d.pop("at"))


        exact = d.pop("exact")

        first_of_two = d.pop("first_of_two")

        jumps = []
        _jumps = d.pop("jumps")
        for jumps_item_data in (_jumps):
            jumps_item = CaretosViewMoveJumpsItem(jumps_item_data)



            jumps.append(jumps_item)


        kind = cast(Literal['move'] , d.pop("kind"))
        if kind != 'move':
            raise ValueError(f"kind must match const 'move', got '{kind}'")

        maria_bonus = d.pop("maria_bonus")

        may_banish = d.pop("may_banish")

        mover = CaretosViewMoveMover(d.pop("mover"))




        def _parse_origin(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        origin = _parse_origin(d.pop("origin"))


        pass_through = d.pop("pass_through")

        piece = CaretosViewMovePiece(d.pop("piece"))




        seat = d.pop("seat")

        steps = d.pop("steps")

        caretos_view_move = cls(
            at=at,
            exact=exact,
            first_of_two=first_of_two,
            jumps=jumps,
            kind=kind,
            maria_bonus=maria_bonus,
            may_banish=may_banish,
            mover=mover,
            origin=origin,
            pass_through=pass_through,
            piece=piece,
            seat=seat,
            steps=steps,
        )

        return caretos_view_move

