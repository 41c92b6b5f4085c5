from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_game_status import CaretosGameStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.caretos_activate_action import CaretosActivateAction
  from ..models.caretos_banish_action import CaretosBanishAction
  from ..models.caretos_buy_action import CaretosBuyAction
  from ..models.caretos_choose_careto_action import CaretosChooseCaretoAction
  from ..models.caretos_choose_start_action import CaretosChooseStartAction
  from ..models.caretos_end_turn_action import CaretosEndTurnAction
  from ..models.caretos_extra_move_action import CaretosExtraMoveAction
  from ..models.caretos_flee_action import CaretosFleeAction
  from ..models.caretos_gather_action import CaretosGatherAction
  from ..models.caretos_keep_final_action import CaretosKeepFinalAction
  from ..models.caretos_pick_monster_action import CaretosPickMonsterAction
  from ..models.caretos_pick_villager_action import CaretosPickVillagerAction
  from ..models.caretos_place_action import CaretosPlaceAction
  from ..models.caretos_play_action import CaretosPlayAction
  from ..models.caretos_release_action import CaretosReleaseAction
  from ..models.caretos_scare_action import CaretosScareAction
  from ..models.caretos_step_action import CaretosStepAction
  from ..models.caretos_stop_action import CaretosStopAction
  from ..models.caretos_swap_action import CaretosSwapAction
  from ..models.caretos_view import CaretosView
  from ..models.outcome import Outcome
  from ..models.seat import Seat





T = TypeVar("T", bound="CaretosGame")



@_attrs_define
class CaretosGame:
    """ A game of Caretos as one viewer sees it.

        Attributes:
            abort_reason (None | str): why it was aborted, in words for players (a player called it off, nobody took its
                open seats in time, the server stopped playing it); null unless aborted
            action_labels (list[str]): a human label for each of legal_actions, in the same order
            game (Literal['caretos']): which game it is (a name from GET /game-types)
            id (str): the game's id (in its URL)
            legal_actions (list[CaretosActivateAction | CaretosBanishAction | CaretosBuyAction | CaretosChooseCaretoAction |
                CaretosChooseStartAction | CaretosEndTurnAction | CaretosExtraMoveAction | CaretosFleeAction |
                CaretosGatherAction | CaretosKeepFinalAction | CaretosPickMonsterAction | CaretosPickVillagerAction |
                CaretosPlaceAction | CaretosPlayAction | CaretosReleaseAction | CaretosScareAction | CaretosStepAction |
                CaretosStopAction | CaretosSwapAction]): what the viewer's seat may do now; empty otherwise
            listed (bool): shown in the lobby
            outcome (None | Outcome): how it ended (detail.resigned: the seats that resigned); null while it runs
            salt (None | str): revealed with the seed; recompute seed_commitment from both
            seat (int | None): the viewer's seat; null: spectator
            seats (list[Seat]): every seat
            seed (int | None): revealed once the game is over (finished or aborted)
            seed_commitment (None | str): SHA-256 hex of salt + ':' + decimal seed, from version 0; null when the creator
                chose the seed
            seeded_by_creator (bool): the creator chose the seed: the deal is theirs
            state (CaretosView): What one seat (or a spectator) sees of a Caretos game.
            status (CaretosGameStatus): waiting: a seat is open, nobody acts; active: running; finished: over, see outcome;
                aborted: called off (by a player before any move, or by the server: abort_reason says why)
            to_act (list[int]): the seats that must decide now (a ghost's controller stands for it)
            version (int): counts the actions applied; send it with the next action
     """

    abort_reason: None | str
    action_labels: list[str]
    game: Literal['caretos']
    id: str
    legal_actions: list[CaretosActivateAction | CaretosBanishAction | CaretosBuyAction | CaretosChooseCaretoAction | CaretosChooseStartAction | CaretosEndTurnAction | CaretosExtraMoveAction | CaretosFleeAction | CaretosGatherAction | CaretosKeepFinalAction | CaretosPickMonsterAction | CaretosPickVillagerAction | CaretosPlaceAction | CaretosPlayAction | CaretosReleaseAction | CaretosScareAction | CaretosStepAction | CaretosStopAction | CaretosSwapAction]
    listed: bool
    outcome: None | Outcome
    salt: None | str
    seat: int | None
    seats: list[Seat]
    seed: int | None
    seed_commitment: None | str
    seeded_by_creator: bool
    state: CaretosView
    status: CaretosGameStatus
    to_act: list[int]
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.caretos_activate_action import CaretosActivateAction # noqa: PLC0415
        from ..models.caretos_banish_action import CaretosBanishAction # noqa: PLC0415
        from ..models.caretos_buy_action import CaretosBuyAction # noqa: PLC0415
        from ..models.caretos_choose_careto_action import CaretosChooseCaretoAction # noqa: PLC0415
        from ..models.caretos_choose_start_action import CaretosChooseStartAction # noqa: PLC0415
        from ..models.caretos_end_turn_action import CaretosEndTurnAction # noqa: PLC0415
        from ..models.caretos_extra_move_action import CaretosExtraMoveAction # noqa: PLC0415
        from ..models.caretos_flee_action import CaretosFleeAction # noqa: PLC0415
        from ..models.caretos_gather_action import CaretosGatherAction # noqa: PLC0415
        from ..models.caretos_keep_final_action import CaretosKeepFinalAction # noqa: PLC0415
        from ..models.caretos_pick_monster_action import CaretosPickMonsterAction # noqa: PLC0415
        from ..models.caretos_pick_villager_action import CaretosPickVillagerAction # noqa: PLC0415
        from ..models.caretos_place_action import CaretosPlaceAction # noqa: PLC0415
        from ..models.caretos_play_action import CaretosPlayAction # noqa: PLC0415
        from ..models.caretos_release_action import CaretosReleaseAction # noqa: PLC0415
        from ..models.caretos_scare_action import CaretosScareAction # noqa: PLC0415
        from ..models.caretos_step_action import CaretosStepAction # noqa: PLC0415
        from ..models.caretos_stop_action import CaretosStopAction # noqa: PLC0415
        from ..models.caretos_swap_action import CaretosSwapAction # noqa: PLC0415
        from ..models.caretos_view import CaretosView # noqa: PLC0415
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
            if isinstance(legal_actions_item_data, CaretosChooseStartAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosKeepFinalAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosPlayAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosGatherAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosChooseCaretoAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosStepAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosStopAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosActivateAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosReleaseAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosBuyAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosExtraMoveAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosEndTurnAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosFleeAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosPlaceAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosBanishAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosSwapAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosPickVillagerAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosPickMonsterAction):
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
        from ..models.caretos_activate_action import CaretosActivateAction # noqa: PLC0415
        from ..models.caretos_banish_action import CaretosBanishAction # noqa: PLC0415
        from ..models.caretos_buy_action import CaretosBuyAction # noqa: PLC0415
        from ..models.caretos_choose_careto_action import CaretosChooseCaretoAction # noqa: PLC0415
        from ..models.caretos_choose_start_action import CaretosChooseStartAction # noqa: PLC0415
        from ..models.caretos_end_turn_action import CaretosEndTurnAction # noqa: PLC0415
        from ..models.caretos_extra_move_action import CaretosExtraMoveAction # noqa: PLC0415
        from ..models.caretos_flee_action import CaretosFleeAction # noqa: PLC0415
        from ..models.caretos_gather_action import CaretosGatherAction # noqa: PLC0415
        from ..models.caretos_keep_final_action import CaretosKeepFinalAction # noqa: PLC0415
        from ..models.caretos_pick_monster_action import CaretosPickMonsterAction # noqa: PLC0415
        from ..models.caretos_pick_villager_action import CaretosPickVillagerAction # noqa: PLC0415
        from ..models.caretos_place_action import CaretosPlaceAction # noqa: PLC0415
        from ..models.caretos_play_action import CaretosPlayAction # noqa: PLC0415
        from ..models.caretos_release_action import CaretosReleaseAction # noqa: PLC0415
        from ..models.caretos_scare_action import CaretosScareAction # noqa: PLC0415
        from ..models.caretos_step_action import CaretosStepAction # noqa: PLC0415
        from ..models.caretos_stop_action import CaretosStopAction # noqa: PLC0415
        from ..models.caretos_swap_action import CaretosSwapAction # noqa: PLC0415
        from ..models.caretos_view import CaretosView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        d = dict(src_dict)
        def _parse_abort_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        abort_reason = _parse_abort_reason(d.pop("abort_reason"))


        action_labels = cast(list[str], d.pop("action_labels"))


        game = cast(Literal['caretos'] , d.pop("game"))
        if game != 'caretos':
            raise ValueError(f"game must match const 'caretos', got '{game}'")

        id = d.pop("id")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            def _parse_legal_actions_item(data: object) -> CaretosActivateAction | CaretosBanishAction | CaretosBuyAction | CaretosChooseCaretoAction | CaretosChooseStartAction | CaretosEndTurnAction | CaretosExtraMoveAction | CaretosFleeAction | CaretosGatherAction | CaretosKeepFinalAction | CaretosPickMonsterAction | CaretosPickVillagerAction | CaretosPlaceAction | CaretosPlayAction | CaretosReleaseAction | CaretosScareAction | CaretosStepAction | CaretosStopAction | CaretosSwapAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_0 = CaretosChooseStartAction.from_dict(data)



                    return componentsschemas_caretos_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_1 = CaretosKeepFinalAction.from_dict(data)



                    return componentsschemas_caretos_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_2 = CaretosPlayAction.from_dict(data)



                    return componentsschemas_caretos_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_3 = CaretosGatherAction.from_dict(data)



                    return componentsschemas_caretos_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_4 = CaretosChooseCaretoAction.from_dict(data)



                    return componentsschemas_caretos_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_5 = CaretosStepAction.from_dict(data)



                    return componentsschemas_caretos_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_6 = CaretosStopAction.from_dict(data)



                    return componentsschemas_caretos_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_7 = CaretosActivateAction.from_dict(data)



                    return componentsschemas_caretos_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_8 = CaretosReleaseAction.from_dict(data)



                    return componentsschemas_caretos_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_9 = CaretosBuyAction.from_dict(data)



                    return componentsschemas_caretos_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_10 = CaretosExtraMoveAction.from_dict(data)



                    return componentsschemas_caretos_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_11 = CaretosEndTurnAction.from_dict(data)



                    return componentsschemas_caretos_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_12 = CaretosFleeAction.from_dict(data)



                    return componentsschemas_caretos_action_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_13 = CaretosPlaceAction.from_dict(data)



                    return componentsschemas_caretos_action_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_14 = CaretosBanishAction.from_dict(data)



                    return componentsschemas_caretos_action_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_15 = CaretosSwapAction.from_dict(data)



                    return componentsschemas_caretos_action_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_16 = CaretosPickVillagerAction.from_dict(data)



                    return componentsschemas_caretos_action_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_action_type_17 = CaretosPickMonsterAction.from_dict(data)



                    return componentsschemas_caretos_action_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_caretos_action_type_18 = CaretosScareAction.from_dict(data)



                return componentsschemas_caretos_action_type_18

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

        state = CaretosView.from_dict(d.pop("state"))




        status = CaretosGameStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        version = d.pop("version")

        caretos_game = cls(
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

        return caretos_game

