from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.outcome_detail import OutcomeDetail





T = TypeVar("T", bound="Outcome")



@_attrs_define
class Outcome:
    """ 
        Attributes:
            detail (OutcomeDetail): game-specific facts (the winning team, the guilty seat, the tie-breaks)
            ranks (list[int]): each seat's place, by seat; equal places share a rank
            reason (str): how it ended
            scores (list[float] | None): each seat's score, by seat (whole numbers as integers); null in a game that keeps
                none
            winners (list[int]): the winning seats (empty when nobody wins)
     """

    detail: OutcomeDetail
    ranks: list[int]
    reason: str
    scores: list[float] | None
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome_detail import OutcomeDetail # noqa: PLC0415
        detail = self.detail.to_dict()

        ranks = self.ranks



        reason = self.reason

        scores: list[float] | None
        if isinstance(self.scores, list):
            scores = self.scores


        else:
            scores = self.scores

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "detail": detail,
            "ranks": ranks,
            "reason": reason,
            "scores": scores,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome_detail import OutcomeDetail # noqa: PLC0415
        d = dict(src_dict)
        detail = OutcomeDetail.from_dict(d.pop("detail"))




        ranks = cast(list[int], d.pop("ranks"))


        reason = d.pop("reason")

        def _parse_scores(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[float], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        scores = _parse_scores(d.pop("scores"))


        winners = cast(list[int], d.pop("winners"))


        outcome = cls(
            detail=detail,
            ranks=ranks,
            reason=reason,
            scores=scores,
            winners=winners,
        )

        return outcome

