from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_update_status import GameUpdateStatus
from ..types import UNSET, Unset
from typing import cast

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
  from ..models.encantados_choose_pile_action import EncantadosChoosePileAction
  from ..models.encantados_choose_player_action import EncantadosChoosePlayerAction
  from ..models.encantados_discard_action import EncantadosDiscardAction
  from ..models.encantados_draw_action import EncantadosDrawAction
  from ..models.encantados_end_laying_action import EncantadosEndLayingAction
  from ..models.encantados_expand_action import EncantadosExpandAction
  from ..models.encantados_keep_action import EncantadosKeepAction
  from ..models.encantados_keep_all_action import EncantadosKeepAllAction
  from ..models.encantados_kobold_action import EncantadosKoboldAction
  from ..models.encantados_lay_race_action import EncantadosLayRaceAction
  from ..models.encantados_play_song_action import EncantadosPlaySongAction
  from ..models.encantados_search_discard_action import EncantadosSearchDiscardAction
  from ..models.encantados_take_action import EncantadosTakeAction
  from ..models.encantados_trade_give_action import EncantadosTradeGiveAction
  from ..models.encantados_trade_return_action import EncantadosTradeReturnAction
  from ..models.encantados_troll_place_action import EncantadosTrollPlaceAction
  from ..models.encantados_troll_take_action import EncantadosTrollTakeAction
  from ..models.encantados_view import EncantadosView
  from ..models.log_entry import LogEntry
  from ..models.mission_calaveras_discard_twist_action import MissionCalaverasDiscardTwistAction
  from ..models.mission_calaveras_play_action import MissionCalaverasPlayAction
  from ..models.mission_calaveras_twist_action import MissionCalaverasTwistAction
  from ..models.mission_calaveras_view import MissionCalaverasView
  from ..models.outcome import Outcome
  from ..models.seat import Seat





T = TypeVar("T", bound="GameUpdate")



@_attrs_define
class GameUpdate:
    """ 
        Attributes:
            abort_reason (None | str): why it was aborted, in words for players (a player called it off, nobody took its
                open seats in time, the server stopped playing it); null unless aborted
            action_labels (list[str]): a human label for each of legal_actions, in the same order
            game (str): which game it is (a name from GET /game-types)
            id (str): the game's id (in its URL)
            legal_actions (list[CaretosActivateAction | CaretosBanishAction | CaretosBuyAction | CaretosChooseCaretoAction |
                CaretosChooseStartAction | CaretosEndTurnAction | CaretosExtraMoveAction | CaretosFleeAction |
                CaretosGatherAction | CaretosKeepFinalAction | CaretosPickMonsterAction | CaretosPickVillagerAction |
                CaretosPlaceAction | CaretosPlayAction | CaretosReleaseAction | CaretosScareAction | CaretosStepAction |
                CaretosStopAction | CaretosSwapAction | EncantadosChoosePileAction | EncantadosChoosePlayerAction |
                EncantadosDiscardAction | EncantadosDrawAction | EncantadosEndLayingAction | EncantadosExpandAction |
                EncantadosKeepAction | EncantadosKeepAllAction | EncantadosKoboldAction | EncantadosLayRaceAction |
                EncantadosPlaySongAction | EncantadosSearchDiscardAction | EncantadosTakeAction | EncantadosTradeGiveAction |
                EncantadosTradeReturnAction | EncantadosTrollPlaceAction | EncantadosTrollTakeAction |
                MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction | MissionCalaverasTwistAction]): what the
                viewer's seat may do now; empty otherwise
            listed (bool): shown in the lobby
            outcome (None | Outcome): how it ended (detail.resigned: the seats that resigned); null while it runs
            salt (None | str): revealed with the seed; recompute seed_commitment from both
            seat (int | None): the viewer's seat; null: spectator
            seats (list[Seat]): every seat
            seed (int | None): revealed once the game is over (finished or aborted)
            seed_commitment (None | str): SHA-256 hex of salt + ':' + decimal seed, from version 0; null when the creator
                chose the seed
            seeded_by_creator (bool): the creator chose the seed: the deal is theirs
            state (CaretosView | EncantadosView | MissionCalaverasView): What one seat (or a spectator) may see of a game.
            status (GameUpdateStatus): waiting: a seat is open, nobody acts; active: running; finished: over, see outcome;
                aborted: called off (by a player before any move, or by the server: abort_reason says why)
            to_act (list[int]): the seats that must decide now (a ghost's controller stands for it)
            version (int): counts the actions applied; send it with the next action
            entry (LogEntry | Unset):
     """

    abort_reason: None | str
    action_labels: list[str]
    game: str
    id: str
    legal_actions: list[CaretosActivateAction | CaretosBanishAction | CaretosBuyAction | CaretosChooseCaretoAction | CaretosChooseStartAction | CaretosEndTurnAction | CaretosExtraMoveAction | CaretosFleeAction | CaretosGatherAction | CaretosKeepFinalAction | CaretosPickMonsterAction | CaretosPickVillagerAction | CaretosPlaceAction | CaretosPlayAction | CaretosReleaseAction | CaretosScareAction | CaretosStepAction | CaretosStopAction | CaretosSwapAction | EncantadosChoosePileAction | EncantadosChoosePlayerAction | EncantadosDiscardAction | EncantadosDrawAction | EncantadosEndLayingAction | EncantadosExpandAction | EncantadosKeepAction | EncantadosKeepAllAction | EncantadosKoboldAction | EncantadosLayRaceAction | EncantadosPlaySongAction | EncantadosSearchDiscardAction | EncantadosTakeAction | EncantadosTradeGiveAction | EncantadosTradeReturnAction | EncantadosTrollPlaceAction | EncantadosTrollTakeAction | MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction | MissionCalaverasTwistAction]
    listed: bool
    outcome: None | Outcome
    salt: None | str
    seat: int | None
    seats: list[Seat]
    seed: int | None
    seed_commitment: None | str
    seeded_by_creator: bool
    state: CaretosView | EncantadosView | MissionCalaverasView
    status: GameUpdateStatus
    to_act: list[int]
    version: int
    entry: LogEntry | Unset = UNSET





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
        from ..models.encantados_choose_pile_action import EncantadosChoosePileAction # noqa: PLC0415
        from ..models.encantados_choose_player_action import EncantadosChoosePlayerAction # noqa: PLC0415
        from ..models.encantados_discard_action import EncantadosDiscardAction # noqa: PLC0415
        from ..models.encantados_draw_action import EncantadosDrawAction # noqa: PLC0415
        from ..models.encantados_end_laying_action import EncantadosEndLayingAction # noqa: PLC0415
        from ..models.encantados_expand_action import EncantadosExpandAction # noqa: PLC0415
        from ..models.encantados_keep_action import EncantadosKeepAction # noqa: PLC0415
        from ..models.encantados_keep_all_action import EncantadosKeepAllAction # noqa: PLC0415
        from ..models.encantados_kobold_action import EncantadosKoboldAction # noqa: PLC0415
        from ..models.encantados_lay_race_action import EncantadosLayRaceAction # noqa: PLC0415
        from ..models.encantados_play_song_action import EncantadosPlaySongAction # noqa: PLC0415
        from ..models.encantados_search_discard_action import EncantadosSearchDiscardAction # noqa: PLC0415
        from ..models.encantados_take_action import EncantadosTakeAction # noqa: PLC0415
        from ..models.encantados_trade_give_action import EncantadosTradeGiveAction # noqa: PLC0415
        from ..models.encantados_trade_return_action import EncantadosTradeReturnAction # noqa: PLC0415
        from ..models.encantados_troll_place_action import EncantadosTrollPlaceAction # noqa: PLC0415
        from ..models.encantados_troll_take_action import EncantadosTrollTakeAction # noqa: PLC0415
        from ..models.encantados_view import EncantadosView # noqa: PLC0415
        from ..models.log_entry import LogEntry # noqa: PLC0415
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
            elif isinstance(legal_actions_item_data, MissionCalaverasDiscardTwistAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosDrawAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosTakeAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosKeepAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosKeepAllAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosSearchDiscardAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosPlaySongAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosTradeGiveAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosTradeReturnAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosLayRaceAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosExpandAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosEndLayingAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosDiscardAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosChoosePlayerAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosChoosePileAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosKoboldAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosTrollTakeAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, EncantadosTrollPlaceAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CaretosChooseStartAction):
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

        state: dict[str, Any]
        if isinstance(self.state, MissionCalaverasView):
            state = self.state.to_dict()
        elif isinstance(self.state, EncantadosView):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()


        status = self.status.value

        to_act = self.to_act



        version = self.version

        entry: dict[str, Any] | Unset = UNSET
        if not isinstance(self.entry, Unset):
            entry = self.entry.to_dict()


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
        if entry is not UNSET:
            field_dict["entry"] = entry

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
        from ..models.encantados_choose_pile_action import EncantadosChoosePileAction # noqa: PLC0415
        from ..models.encantados_choose_player_action import EncantadosChoosePlayerAction # noqa: PLC0415
        from ..models.encantados_discard_action import EncantadosDiscardAction # noqa: PLC0415
        from ..models.encantados_draw_action import EncantadosDrawAction # noqa: PLC0415
        from ..models.encantados_end_laying_action import EncantadosEndLayingAction # noqa: PLC0415
        from ..models.encantados_expand_action import EncantadosExpandAction # noqa: PLC0415
        from ..models.encantados_keep_action import EncantadosKeepAction # noqa: PLC0415
        from ..models.encantados_keep_all_action import EncantadosKeepAllAction # noqa: PLC0415
        from ..models.encantados_kobold_action import EncantadosKoboldAction # noqa: PLC0415
        from ..models.encantados_lay_race_action import EncantadosLayRaceAction # noqa: PLC0415
        from ..models.encantados_play_song_action import EncantadosPlaySongAction # noqa: PLC0415
        from ..models.encantados_search_discard_action import EncantadosSearchDiscardAction # noqa: PLC0415
        from ..models.encantados_take_action import EncantadosTakeAction # noqa: PLC0415
        from ..models.encantados_trade_give_action import EncantadosTradeGiveAction # noqa: PLC0415
        from ..models.encantados_trade_return_action import EncantadosTradeReturnAction # noqa: PLC0415
        from ..models.encantados_troll_place_action import EncantadosTrollPlaceAction # noqa: PLC0415
        from ..models.encantados_troll_take_action import EncantadosTrollTakeAction # noqa: PLC0415
        from ..models.encantados_view import EncantadosView # noqa: PLC0415
        from ..models.log_entry import LogEntry # noqa: PLC0415
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


        game = d.pop("game")

        id = d.pop("id")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            def _parse_legal_actions_item(data: object) -> CaretosActivateAction | CaretosBanishAction | CaretosBuyAction | CaretosChooseCaretoAction | CaretosChooseStartAction | CaretosEndTurnAction | CaretosExtraMoveAction | CaretosFleeAction | CaretosGatherAction | CaretosKeepFinalAction | CaretosPickMonsterAction | CaretosPickVillagerAction | CaretosPlaceAction | CaretosPlayAction | CaretosReleaseAction | CaretosScareAction | CaretosStepAction | CaretosStopAction | CaretosSwapAction | EncantadosChoosePileAction | EncantadosChoosePlayerAction | EncantadosDiscardAction | EncantadosDrawAction | EncantadosEndLayingAction | EncantadosExpandAction | EncantadosKeepAction | EncantadosKeepAllAction | EncantadosKoboldAction | EncantadosLayRaceAction | EncantadosPlaySongAction | EncantadosSearchDiscardAction | EncantadosTakeAction | EncantadosTradeGiveAction | EncantadosTradeReturnAction | EncantadosTrollPlaceAction | EncantadosTrollTakeAction | MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction | MissionCalaverasTwistAction:
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_action_type_2 = MissionCalaverasDiscardTwistAction.from_dict(data)



                    return componentsschemas_mission_calaveras_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_0 = EncantadosDrawAction.from_dict(data)



                    return componentsschemas_encantados_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_1 = EncantadosTakeAction.from_dict(data)



                    return componentsschemas_encantados_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_2 = EncantadosKeepAction.from_dict(data)



                    return componentsschemas_encantados_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_3 = EncantadosKeepAllAction.from_dict(data)



                    return componentsschemas_encantados_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_4 = EncantadosSearchDiscardAction.from_dict(data)



                    return componentsschemas_encantados_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_5 = EncantadosPlaySongAction.from_dict(data)



                    return componentsschemas_encantados_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_6 = EncantadosTradeGiveAction.from_dict(data)



                    return componentsschemas_encantados_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_7 = EncantadosTradeReturnAction.from_dict(data)



                    return componentsschemas_encantados_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_8 = EncantadosLayRaceAction.from_dict(data)



                    return componentsschemas_encantados_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_9 = EncantadosExpandAction.from_dict(data)



                    return componentsschemas_encantados_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_10 = EncantadosEndLayingAction.from_dict(data)



                    return componentsschemas_encantados_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_11 = EncantadosDiscardAction.from_dict(data)



                    return componentsschemas_encantados_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_12 = EncantadosChoosePlayerAction.from_dict(data)



                    return componentsschemas_encantados_action_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_13 = EncantadosChoosePileAction.from_dict(data)



                    return componentsschemas_encantados_action_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_14 = EncantadosKoboldAction.from_dict(data)



                    return componentsschemas_encantados_action_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_15 = EncantadosTrollTakeAction.from_dict(data)



                    return componentsschemas_encantados_action_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_action_type_16 = EncantadosTrollPlaceAction.from_dict(data)



                    return componentsschemas_encantados_action_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
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

        def _parse_state(data: object) -> CaretosView | EncantadosView | MissionCalaverasView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_0 = MissionCalaverasView.from_dict(data)



                return componentsschemas_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_1 = EncantadosView.from_dict(data)



                return componentsschemas_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_view_type_2 = CaretosView.from_dict(data)



            return componentsschemas_view_type_2

        state = _parse_state(d.pop("state"))


        status = GameUpdateStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        version = d.pop("version")

        _entry = d.pop("entry", UNSET)
        entry: LogEntry | Unset
        if isinstance(_entry,  Unset):
            entry = UNSET
        else:
            entry = LogEntry.from_dict(_entry)




        game_update = cls(
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
            entry=entry,
        )

        return game_update

