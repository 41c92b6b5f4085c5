from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

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
  from ..models.mission_calaveras_discard_twist_action import MissionCalaverasDiscardTwistAction
  from ..models.mission_calaveras_play_action import MissionCalaverasPlayAction
  from ..models.mission_calaveras_twist_action import MissionCalaverasTwistAction





T = TypeVar("T", bound="LogEntry")



@_attrs_define
class LogEntry:
    """ 
        Attributes:
            action (CaretosActivateAction | CaretosBanishAction | CaretosBuyAction | CaretosChooseCaretoAction |
                CaretosChooseStartAction | CaretosEndTurnAction | CaretosExtraMoveAction | CaretosFleeAction |
                CaretosGatherAction | CaretosKeepFinalAction | CaretosPickMonsterAction | CaretosPickVillagerAction |
                CaretosPlaceAction | CaretosPlayAction | CaretosReleaseAction | CaretosScareAction | CaretosStepAction |
                CaretosStopAction | CaretosSwapAction | EncantadosChoosePileAction | EncantadosChoosePlayerAction |
                EncantadosDiscardAction | EncantadosDrawAction | EncantadosEndLayingAction | EncantadosExpandAction |
                EncantadosKeepAction | EncantadosKeepAllAction | EncantadosKoboldAction | EncantadosLayRaceAction |
                EncantadosPlaySongAction | EncantadosSearchDiscardAction | EncantadosTakeAction | EncantadosTradeGiveAction |
                EncantadosTradeReturnAction | EncantadosTrollPlaceAction | EncantadosTrollTakeAction |
                MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction | MissionCalaverasTwistAction): An action of any
                hosted game; each game's is a oneOf on 'type'.
            seat (int):
            time (str): ISO 8601, UTC
            version (int): the version it made
            by (str | Unset): why the server played this human seat's action: 'resign', 'timeout' (its deadline passed) or
                'absent'
     """

    action: CaretosActivateAction | CaretosBanishAction | CaretosBuyAction | CaretosChooseCaretoAction | CaretosChooseStartAction | CaretosEndTurnAction | CaretosExtraMoveAction | CaretosFleeAction | CaretosGatherAction | CaretosKeepFinalAction | CaretosPickMonsterAction | CaretosPickVillagerAction | CaretosPlaceAction | CaretosPlayAction | CaretosReleaseAction | CaretosScareAction | CaretosStepAction | CaretosStopAction | CaretosSwapAction | EncantadosChoosePileAction | EncantadosChoosePlayerAction | EncantadosDiscardAction | EncantadosDrawAction | EncantadosEndLayingAction | EncantadosExpandAction | EncantadosKeepAction | EncantadosKeepAllAction | EncantadosKoboldAction | EncantadosLayRaceAction | EncantadosPlaySongAction | EncantadosSearchDiscardAction | EncantadosTakeAction | EncantadosTradeGiveAction | EncantadosTradeReturnAction | EncantadosTrollPlaceAction | EncantadosTrollTakeAction | MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction | MissionCalaverasTwistAction
    seat: int
    time: str
    version: int
    by: str | Unset = UNSET





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
        from ..models.mission_calaveras_discard_twist_action import MissionCalaverasDiscardTwistAction # noqa: PLC0415
        from ..models.mission_calaveras_play_action import MissionCalaverasPlayAction # noqa: PLC0415
        from ..models.mission_calaveras_twist_action import MissionCalaverasTwistAction # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, MissionCalaverasPlayAction):
            action = self.action.to_dict()
        elif isinstance(self.action, MissionCalaverasTwistAction):
            action = self.action.to_dict()
        elif isinstance(self.action, MissionCalaverasDiscardTwistAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosDrawAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosTakeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosKeepAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosKeepAllAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosSearchDiscardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosPlaySongAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosTradeGiveAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosTradeReturnAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosLayRaceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosExpandAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosEndLayingAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosDiscardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosChoosePlayerAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosChoosePileAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosKoboldAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosTrollTakeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EncantadosTrollPlaceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosChooseStartAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosKeepFinalAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosPlayAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosGatherAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosChooseCaretoAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosStepAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosStopAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosActivateAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosReleaseAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosBuyAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosExtraMoveAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosEndTurnAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosFleeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosPlaceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosBanishAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosSwapAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosPickVillagerAction):
            action = self.action.to_dict()
        elif isinstance(self.action, CaretosPickMonsterAction):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


        seat = self.seat

        time = self.time

        version = self.version

        by = self.by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "seat": seat,
            "time": time,
            "version": version,
        })
        if by is not UNSET:
            field_dict["by"] = by

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
        from ..models.mission_calaveras_discard_twist_action import MissionCalaverasDiscardTwistAction # noqa: PLC0415
        from ..models.mission_calaveras_play_action import MissionCalaverasPlayAction # noqa: PLC0415
        from ..models.mission_calaveras_twist_action import MissionCalaverasTwistAction # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> CaretosActivateAction | CaretosBanishAction | CaretosBuyAction | CaretosChooseCaretoAction | CaretosChooseStartAction | CaretosEndTurnAction | CaretosExtraMoveAction | CaretosFleeAction | CaretosGatherAction | CaretosKeepFinalAction | CaretosPickMonsterAction | CaretosPickVillagerAction | CaretosPlaceAction | CaretosPlayAction | CaretosReleaseAction | CaretosScareAction | CaretosStepAction | CaretosStopAction | CaretosSwapAction | EncantadosChoosePileAction | EncantadosChoosePlayerAction | EncantadosDiscardAction | EncantadosDrawAction | EncantadosEndLayingAction | EncantadosExpandAction | EncantadosKeepAction | EncantadosKeepAllAction | EncantadosKoboldAction | EncantadosLayRaceAction | EncantadosPlaySongAction | EncantadosSearchDiscardAction | EncantadosTakeAction | EncantadosTradeGiveAction | EncantadosTradeReturnAction | EncantadosTrollPlaceAction | EncantadosTrollTakeAction | MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction | MissionCalaverasTwistAction:
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

        action = _parse_action(d.pop("action"))


        seat = d.pop("seat")

        time = d.pop("time")

        version = d.pop("version")

        by = d.pop("by", UNSET)

        log_entry = cls(
            action=action,
            seat=seat,
            time=time,
            version=version,
            by=by,
        )

        return log_entry

