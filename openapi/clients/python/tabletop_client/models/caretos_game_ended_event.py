from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.caretos_game_ended_event_scores_item import CaretosGameEndedEventScoresItem





T = TypeVar("T", bound="CaretosGameEndedEvent")



@_attrs_define
class CaretosGameEndedEvent:
    """ the game ended

        Attributes:
            reason (str): why
            scores (list[CaretosGameEndedEventScoresItem]): each seat's victory points
            type_ (Literal['game-ended']): the event kind
            winners (list[int]): the winning seats
     """

    reason: str
    scores: list[CaretosGameEndedEventScoresItem]
    type_: Literal['game-ended']
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.caretos_game_ended_event_scores_item import CaretosGameEndedEventScoresItem # noqa: PLC0415
        reason = self.reason

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)



        type_ = self.type_

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "scores": scores,
            "type": type_,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.caretos_game_ended_event_scores_item import CaretosGameEndedEventScoresItem # noqa: PLC0415
        d = dict(src_dict)
        reason = d.pop("reason")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in (_scores):
            scores_item = CaretosGameEndedEventScoresItem.from_dict(scores_item_data)



            scores.append(scores_item)


        type_ = cast(Literal['game-ended'] , d.pop("type"))
        if type_ != 'game-ended':
            raise ValueError(f"type must match const 'game-ended', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))


        caretos_game_ended_event = cls(
            reason=reason,
            scores=scores,
            type_=type_,
            winners=winners,
        )

        return caretos_game_ended_event

