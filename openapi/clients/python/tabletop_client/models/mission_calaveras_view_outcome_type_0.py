from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.mission_calaveras_view_outcome_type_0_detail import MissionCalaverasViewOutcomeType0Detail





T = TypeVar("T", bound="MissionCalaverasViewOutcomeType0")



@_attrs_define
class MissionCalaverasViewOutcomeType0:
    """ how the game ended; null while it runs

        Attributes:
            detail (MissionCalaverasViewOutcomeType0Detail): game-specific facts about the end
            ranks (list[int]): each seat's place, by seat index; ties share a rank
            reason (str): why the game ended, in words
            scores (list[float] | None): each seat's final score by seat index, where the game keeps one
            winners (list[int]): the winning seats (empty: nobody won)
     """

    detail: MissionCalaverasViewOutcomeType0Detail
    ranks: list[int]
    reason: str
    scores: list[float] | None
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.mission_calaveras_view_outcome_type_0_detail import MissionCalaverasViewOutcomeType0Detail # noqa: PLC0415
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
        from ..models.mission_calaveras_view_outcome_type_0_detail import MissionCalaverasViewOutcomeType0Detail # noqa: PLC0415
        d = dict(src_dict)
        detail = MissionCalaverasViewOutcomeType0Detail.from_dict(d.pop("detail"))




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


        mission_calaveras_view_outcome_type_0 = cls(
            detail=detail,
            ranks=ranks,
            reason=reason,
            scores=scores,
            winners=winners,
        )

        return mission_calaveras_view_outcome_type_0

