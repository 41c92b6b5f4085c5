from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mission_calaveras_game_status import MissionCalaverasGameStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.mission_calaveras_discard_twist_action import MissionCalaverasDiscardTwistAction
  from ..models.mission_calaveras_play_action import MissionCalaverasPlayAction
  from ..models.mission_calaveras_twist_action import MissionCalaverasTwistAction
  from ..models.mission_calaveras_view import MissionCalaverasView
  from ..models.outcome import Outcome
  from ..models.seat import Seat





T = TypeVar("T", bound="MissionCalaverasGame")



@_attrs_define
class MissionCalaverasGame:
    """ A game of Mission Calaveras as one viewer sees it.

        Attributes:
            abort_reason (None | str): why it was aborted, in words for players (a player called it off, nobody took its
                open seats in time, the server stopped playing it); null unless aborted
            action_labels (list[str]): a human label for each of legal_actions, in the same order
            game (Literal['mission-calaveras']): which game it is (a name from GET /game-types)
            id (str): the game's id (in its URL)
            legal_actions (list[MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction |
                MissionCalaverasTwistAction]): what the viewer's seat may do now; empty otherwise
            listed (bool): shown in the lobby
            outcome (None | Outcome): how it ended (detail.resigned: the seats that resigned); null while it runs
            salt (None | str): revealed with the seed; recompute seed_commitment from both
            seat (int | None): the viewer's seat; null: spectator
            seats (list[Seat]): every seat
            seed (int | None): revealed once the game is over (finished or aborted)
            seed_commitment (None | str): SHA-256 hex of salt + ':' + decimal seed, from version 0; null when the creator
                chose the seed
            seeded_by_creator (bool): the creator chose the seed: the deal is theirs
            state (MissionCalaverasView):
            status (MissionCalaverasGameStatus): waiting: a seat is open, nobody acts; active: running; finished: over, see
                outcome; aborted: called off (by a player before any move, or by the server: abort_reason says why)
            to_act (list[int]): the seats that must decide now (a ghost's controller stands for it)
            version (int): counts the actions applied; send it with the next action
     """

    abort_reason: None | str
    action_labels: list[str]
    game: Literal['mission-calaveras']
    id: str
    legal_actions: list[MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction | MissionCalaverasTwistAction]
    listed: bool
    outcome: None | Outcome
    salt: None | str
    seat: int | None
    seats: list[Seat]
    seed: int | None
    seed_commitment: None | str
    seeded_by_creator: bool
    state: MissionCalaverasView
    status: MissionCalaverasGameStatus
    to_act: list[int]
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.mission_calaveras_discard_twist_action import MissionCalaverasDiscardTwistAction # noqa: PLC0415
        from ..models.mission_calaveras_play_action import MissionCalaverasPlayAction # noqa: PLC0415
        from ..models.mission_calaveras_twist_action import MissionCalaverasTwistAction # noqa: PLC0415
        from ..models.mission_calaveras_view import MissionCalaverasView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        abort_reason: None | str
        abort_reason = self.abort_reason

        action_labels = self.action_labels



        game = self.game

        id = self.id

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, MissionCalaverasPlayAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MissionCalaverasTwistAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)



        listed = self.listed

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        salt: None | str
        salt = self.salt

        seat: int | None
        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed: int | None
        seed = self.seed

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        seeded_by_creator = self.seeded_by_creator

        state = self.state.to_dict()

        status = self.status.value

        to_act = self.to_act



        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "abort_reason": abort_reason,
            "action_labels": action_labels,
            "game": game,
            "id": id,
            "legal_actions": legal_actions,
            "listed": listed,
            "outcome": outcome,
            "salt": salt,
            "seat": seat,
            "seats": seats,
            "seed": seed,
            "seed_commitment": seed_commitment,
            "seeded_by_creator": seeded_by_creator,
            "state": state,
            "status": status,
            "to_act": to_act,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mission_calaveras_discard_twist_action import MissionCalaverasDiscardTwistAction # noqa: PLC0415
        from ..models.mission_calaveras_play_action import MissionCalaverasPlayAction # noqa: PLC0415
        from ..models.mission_calaveras_twist_action import MissionCalaverasTwistAction # noqa: PLC0415
        from ..models.mission_calaveras_view import MissionCalaverasView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        d = dict(src_dict)
        def _parse_abort_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        abort_reason = _parse_abort_reason(d.pop("abort_reason"))


        action_labels = cast(list[str], d.pop("action_labels"))


        game = cast(Literal['mission-calaveras'] , d.pop("game"))
        if game != 'mission-calaveras':
            raise ValueError(f"game must match const 'mission-calaveras', got '{game}'")

        id = d.pop("id")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            def _parse_legal_actions_item(data: object) -> MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction | MissionCalaverasTwistAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_action_type_0 = MissionCalaverasPlayAction.from_dict(data)



                    return componentsschemas_mission_calaveras_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_action_type_1 = MissionCalaverasTwistAction.from_dict(data)



                    return componentsschemas_mission_calaveras_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mission_calaveras_action_type_2 = MissionCalaverasDiscardTwistAction.from_dict(data)



                return componentsschemas_mission_calaveras_action_type_2

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)


        listed = d.pop("listed")

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        def _parse_salt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        salt = _parse_salt(d.pop("salt"))


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = Seat.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))


        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        seeded_by_creator = d.pop("seeded_by_creator")

        state = MissionCalaverasView.from_dict(d.pop("state"))




        status = MissionCalaverasGameStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        version = d.pop("version")

        mission_calaveras_game = cls(
            abort_reason=abort_reason,
            action_labels=action_labels,
            game=game,
            id=id,
            legal_actions=legal_actions,
            listed=listed,
            outcome=outcome,
            salt=salt,
            seat=seat,
            seats=seats,
            seed=seed,
            seed_commitment=seed_commitment,
            seeded_by_creator=seeded_by_creator,
            state=state,
            status=status,
            to_act=to_act,
            version=version,
        )

        return mission_calaveras_game

