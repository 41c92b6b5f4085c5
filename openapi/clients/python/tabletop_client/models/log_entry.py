from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.log_entry_change import LogEntryChange
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.caretos_activate_action import CaretosActivateAction
  from ..models.caretos_activated_event import CaretosActivatedEvent
  from ..models.caretos_banish_action import CaretosBanishAction
  from ..models.caretos_bonus_bought_event import CaretosBonusBoughtEvent
  from ..models.caretos_bonus_revealed_event import CaretosBonusRevealedEvent
  from ..models.caretos_bonus_scored_event import CaretosBonusScoredEvent
  from ..models.caretos_buy_action import CaretosBuyAction
  from ..models.caretos_campfire_placed_event import CaretosCampfirePlacedEvent
  from ..models.caretos_campfire_returned_event import CaretosCampfireReturnedEvent
  from ..models.caretos_campfire_spent_event import CaretosCampfireSpentEvent
  from ..models.caretos_captured_event import CaretosCapturedEvent
  from ..models.caretos_card_drawn_event import CaretosCardDrawnEvent
  from ..models.caretos_cards_dealt_event import CaretosCardsDealtEvent
  from ..models.caretos_cauldron_event import CaretosCauldronEvent
  from ..models.caretos_choose_careto_action import CaretosChooseCaretoAction
  from ..models.caretos_choose_start_action import CaretosChooseStartAction
  from ..models.caretos_discards_boxed_event import CaretosDiscardsBoxedEvent
  from ..models.caretos_end_turn_action import CaretosEndTurnAction
  from ..models.caretos_extra_move_action import CaretosExtraMoveAction
  from ..models.caretos_final_kept_event import CaretosFinalKeptEvent
  from ..models.caretos_fled_event import CaretosFledEvent
  from ..models.caretos_flee_action import CaretosFleeAction
  from ..models.caretos_game_ended_event import CaretosGameEndedEvent
  from ..models.caretos_gather_action import CaretosGatherAction
  from ..models.caretos_keep_final_action import CaretosKeepFinalAction
  from ..models.caretos_moved_event import CaretosMovedEvent
  from ..models.caretos_night_card_event import CaretosNightCardEvent
  from ..models.caretos_pick_monster_action import CaretosPickMonsterAction
  from ..models.caretos_pick_villager_action import CaretosPickVillagerAction
  from ..models.caretos_place_action import CaretosPlaceAction
  from ..models.caretos_placed_event import CaretosPlacedEvent
  from ..models.caretos_play_action import CaretosPlayAction
  from ..models.caretos_release_action import CaretosReleaseAction
  from ..models.caretos_released_event import CaretosReleasedEvent
  from ..models.caretos_scare_action import CaretosScareAction
  from ..models.caretos_scared_event import CaretosScaredEvent
  from ..models.caretos_start_chosen_event import CaretosStartChosenEvent
  from ..models.caretos_step_action import CaretosStepAction
  from ..models.caretos_stop_action import CaretosStopAction
  from ..models.caretos_swap_action import CaretosSwapAction
  from ..models.caretos_swapped_event import CaretosSwappedEvent
  from ..models.caretos_turn_ended_event import CaretosTurnEndedEvent
  from ..models.caretos_villager_gathered_event import CaretosVillagerGatheredEvent
  from ..models.caretos_villagers_placed_event import CaretosVillagersPlacedEvent
  from ..models.encantados_ability_event import EncantadosAbilityEvent
  from ..models.encantados_buried_event import EncantadosBuriedEvent
  from ..models.encantados_choose_pile_action import EncantadosChoosePileAction
  from ..models.encantados_choose_player_action import EncantadosChoosePlayerAction
  from ..models.encantados_chose_player_event import EncantadosChosePlayerEvent
  from ..models.encantados_dealt_event import EncantadosDealtEvent
  from ..models.encantados_discard_action import EncantadosDiscardAction
  from ..models.encantados_discarded_event import EncantadosDiscardedEvent
  from ..models.encantados_draw_action import EncantadosDrawAction
  from ..models.encantados_drew_event import EncantadosDrewEvent
  from ..models.encantados_end_laying_action import EncantadosEndLayingAction
  from ..models.encantados_expand_action import EncantadosExpandAction
  from ..models.encantados_game_ended_event import EncantadosGameEndedEvent
  from ..models.encantados_keep_action import EncantadosKeepAction
  from ..models.encantados_keep_all_action import EncantadosKeepAllAction
  from ..models.encantados_kept_event import EncantadosKeptEvent
  from ..models.encantados_kobold_action import EncantadosKoboldAction
  from ..models.encantados_laid_event import EncantadosLaidEvent
  from ..models.encantados_lay_race_action import EncantadosLayRaceAction
  from ..models.encantados_lifted_event import EncantadosLiftedEvent
  from ..models.encantados_placed_event import EncantadosPlacedEvent
  from ..models.encantados_play_song_action import EncantadosPlaySongAction
  from ..models.encantados_round_ended_event import EncantadosRoundEndedEvent
  from ..models.encantados_round_started_event import EncantadosRoundStartedEvent
  from ..models.encantados_scored_event import EncantadosScoredEvent
  from ..models.encantados_search_discard_action import EncantadosSearchDiscardAction
  from ..models.encantados_searched_event import EncantadosSearchedEvent
  from ..models.encantados_song_event import EncantadosSongEvent
  from ..models.encantados_take_action import EncantadosTakeAction
  from ..models.encantados_trade_give_action import EncantadosTradeGiveAction
  from ..models.encantados_trade_return_action import EncantadosTradeReturnAction
  from ..models.encantados_traded_event import EncantadosTradedEvent
  from ..models.encantados_troll_place_action import EncantadosTrollPlaceAction
  from ..models.encantados_troll_take_action import EncantadosTrollTakeAction
  from ..models.encantados_turn_ended_event import EncantadosTurnEndedEvent
  from ..models.mission_calaveras_designated_event import MissionCalaverasDesignatedEvent
  from ..models.mission_calaveras_discard_twist_action import MissionCalaverasDiscardTwistAction
  from ..models.mission_calaveras_discarded_event import MissionCalaverasDiscardedEvent
  from ..models.mission_calaveras_drew_event import MissionCalaverasDrewEvent
  from ..models.mission_calaveras_game_ended_event import MissionCalaverasGameEndedEvent
  from ..models.mission_calaveras_nicole_moved_event import MissionCalaverasNicoleMovedEvent
  from ..models.mission_calaveras_play_action import MissionCalaverasPlayAction
  from ..models.mission_calaveras_played_event import MissionCalaverasPlayedEvent
  from ..models.mission_calaveras_reshuffled_event import MissionCalaverasReshuffledEvent
  from ..models.mission_calaveras_skipped_event import MissionCalaverasSkippedEvent
  from ..models.mission_calaveras_turn_passed_event import MissionCalaverasTurnPassedEvent
  from ..models.mission_calaveras_twist_action import MissionCalaverasTwistAction
  from ..models.mission_calaveras_twist_event import MissionCalaverasTwistEvent





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
                MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction | MissionCalaverasTwistAction | None): as the
                viewer may see it; null on a seat change
            events (list[CaretosActivatedEvent | CaretosBonusBoughtEvent | CaretosBonusRevealedEvent |
                CaretosBonusScoredEvent | CaretosCampfirePlacedEvent | CaretosCampfireReturnedEvent | CaretosCampfireSpentEvent
                | CaretosCapturedEvent | CaretosCardDrawnEvent | CaretosCardsDealtEvent | CaretosCauldronEvent |
                CaretosDiscardsBoxedEvent | CaretosFinalKeptEvent | CaretosFledEvent | CaretosGameEndedEvent | CaretosMovedEvent
                | CaretosNightCardEvent | CaretosPlacedEvent | CaretosReleasedEvent | CaretosScaredEvent |
                CaretosStartChosenEvent | CaretosSwappedEvent | CaretosTurnEndedEvent | CaretosVillagerGatheredEvent |
                CaretosVillagersPlacedEvent | EncantadosAbilityEvent | EncantadosBuriedEvent | EncantadosChosePlayerEvent |
                EncantadosDealtEvent | EncantadosDiscardedEvent | EncantadosDrewEvent | EncantadosGameEndedEvent |
                EncantadosKeptEvent | EncantadosLaidEvent | EncantadosLiftedEvent | EncantadosPlacedEvent |
                EncantadosRoundEndedEvent | EncantadosRoundStartedEvent | EncantadosScoredEvent | EncantadosSearchedEvent |
                EncantadosSongEvent | EncantadosTradedEvent | EncantadosTurnEndedEvent | MissionCalaverasDesignatedEvent |
                MissionCalaverasDiscardedEvent | MissionCalaverasDrewEvent | MissionCalaverasGameEndedEvent |
                MissionCalaverasNicoleMovedEvent | MissionCalaverasPlayedEvent | MissionCalaverasReshuffledEvent |
                MissionCalaverasSkippedEvent | MissionCalaverasTurnPassedEvent | MissionCalaverasTwistEvent]): the action's
                public effects in order, as the viewer may see them (everything once the game is over)
            seat (int | None): the seat that acted (or the seat a change concerns); null on a change the server made itself
                (it aborted the game)
            time (str): ISO 8601, UTC
            version (int): the version it made
            by (str | Unset): why the server played this human seat's action: 'resign', 'timeout' (its deadline passed) or
                'absent'
            change (LogEntryChange | Unset): on an entry without an action: the seat change that made this version (the seat
                is the one concerned)
            reason (str | Unset): on an 'aborted' entry: why, in words for players
     """

    action: CaretosActivateAction | CaretosBanishAction | CaretosBuyAction | CaretosChooseCaretoAction | CaretosChooseStartAction | CaretosEndTurnAction | CaretosExtraMoveAction | CaretosFleeAction | CaretosGatherAction | CaretosKeepFinalAction | CaretosPickMonsterAction | CaretosPickVillagerAction | CaretosPlaceAction | CaretosPlayAction | CaretosReleaseAction | CaretosScareAction | CaretosStepAction | CaretosStopAction | CaretosSwapAction | EncantadosChoosePileAction | EncantadosChoosePlayerAction | EncantadosDiscardAction | EncantadosDrawAction | EncantadosEndLayingAction | EncantadosExpandAction | EncantadosKeepAction | EncantadosKeepAllAction | EncantadosKoboldAction | EncantadosLayRaceAction | EncantadosPlaySongAction | EncantadosSearchDiscardAction | EncantadosTakeAction | EncantadosTradeGiveAction | EncantadosTradeReturnAction | EncantadosTrollPlaceAction | EncantadosTrollTakeAction | MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction | MissionCalaverasTwistAction | None
    events: list[CaretosActivatedEvent | CaretosBonusBoughtEvent | CaretosBonusRevealedEvent | CaretosBonusScoredEvent | CaretosCampfirePlacedEvent | CaretosCampfireReturnedEvent | CaretosCampfireSpentEvent | CaretosCapturedEvent | CaretosCardDrawnEvent | CaretosCardsDealtEvent | CaretosCauldronEvent | CaretosDiscardsBoxedEvent | CaretosFinalKeptEvent | CaretosFledEvent | CaretosGameEndedEvent | CaretosMovedEvent | CaretosNightCardEvent | CaretosPlacedEvent | CaretosReleasedEvent | CaretosScaredEvent | CaretosStartChosenEvent | CaretosSwappedEvent | CaretosTurnEndedEvent | CaretosVillagerGatheredEvent | CaretosVillagersPlacedEvent | EncantadosAbilityEvent | EncantadosBuriedEvent | EncantadosChosePlayerEvent | EncantadosDealtEvent | EncantadosDiscardedEvent | EncantadosDrewEvent | EncantadosGameEndedEvent | EncantadosKeptEvent | EncantadosLaidEvent | EncantadosLiftedEvent | EncantadosPlacedEvent | EncantadosRoundEndedEvent | EncantadosRoundStartedEvent | EncantadosScoredEvent | EncantadosSearchedEvent | EncantadosSongEvent | EncantadosTradedEvent | EncantadosTurnEndedEvent | MissionCalaverasDesignatedEvent | MissionCalaverasDiscardedEvent | MissionCalaverasDrewEvent | MissionCalaverasGameEndedEvent | MissionCalaverasNicoleMovedEvent | MissionCalaverasPlayedEvent | MissionCalaverasReshuffledEvent | MissionCalaverasSkippedEvent | MissionCalaverasTurnPassedEvent | MissionCalaverasTwistEvent]
    seat: int | None
    time: str
    version: int
    by: str | Unset = UNSET
    change: LogEntryChange | Unset = UNSET
    reason: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.caretos_activate_action import CaretosActivateAction # noqa: PLC0415
        from ..models.caretos_activated_event import CaretosActivatedEvent # noqa: PLC0415
        from ..models.caretos_banish_action import CaretosBanishAction # noqa: PLC0415
        from ..models.caretos_bonus_bought_event import CaretosBonusBoughtEvent # noqa: PLC0415
        from ..models.caretos_bonus_revealed_event import CaretosBonusRevealedEvent # noqa: PLC0415
        from ..models.caretos_bonus_scored_event import CaretosBonusScoredEvent # noqa: PLC0415
        from ..models.caretos_buy_action import CaretosBuyAction # noqa: PLC0415
        from ..models.caretos_campfire_placed_event import CaretosCampfirePlacedEvent # noqa: PLC0415
        from ..models.caretos_campfire_returned_event import CaretosCampfireReturnedEvent # noqa: PLC0415
        from ..models.caretos_campfire_spent_event import CaretosCampfireSpentEvent # noqa: PLC0415
        from ..models.caretos_captured_event import CaretosCapturedEvent # noqa: PLC0415
        from ..models.caretos_card_drawn_event import CaretosCardDrawnEvent # noqa: PLC0415
        from ..models.caretos_cards_dealt_event import CaretosCardsDealtEvent # noqa: PLC0415
        from ..models.caretos_cauldron_event import CaretosCauldronEvent # noqa: PLC0415
        from ..models.caretos_choose_careto_action import CaretosChooseCaretoAction # noqa: PLC0415
        from ..models.caretos_choose_start_action import CaretosChooseStartAction # noqa: PLC0415
        from ..models.caretos_discards_boxed_event import CaretosDiscardsBoxedEvent # noqa: PLC0415
        from ..models.caretos_end_turn_action import CaretosEndTurnAction # noqa: PLC0415
        from ..models.caretos_extra_move_action import CaretosExtraMoveAction # noqa: PLC0415
        from ..models.caretos_final_kept_event import CaretosFinalKeptEvent # noqa: PLC0415
        from ..models.caretos_fled_event import CaretosFledEvent # noqa: PLC0415
        from ..models.caretos_flee_action import CaretosFleeAction # noqa: PLC0415
        from ..models.caretos_game_ended_event import CaretosGameEndedEvent # noqa: PLC0415
        from ..models.caretos_gather_action import CaretosGatherAction # noqa: PLC0415
        from ..models.caretos_keep_final_action import CaretosKeepFinalAction # noqa: PLC0415
        from ..models.caretos_moved_event import CaretosMovedEvent # noqa: PLC0415
        from ..models.caretos_night_card_event import CaretosNightCardEvent # noqa: PLC0415
        from ..models.caretos_pick_monster_action import CaretosPickMonsterAction # noqa: PLC0415
        from ..models.caretos_pick_villager_action import CaretosPickVillagerAction # noqa: PLC0415
        from ..models.caretos_place_action import CaretosPlaceAction # noqa: PLC0415
        from ..models.caretos_placed_event import CaretosPlacedEvent # noqa: PLC0415
        from ..models.caretos_play_action import CaretosPlayAction # noqa: PLC0415
        from ..models.caretos_release_action import CaretosReleaseAction # noqa: PLC0415
        from ..models.caretos_released_event import CaretosReleasedEvent # noqa: PLC0415
        from ..models.caretos_scare_action import CaretosScareAction # noqa: PLC0415
        from ..models.caretos_scared_event import CaretosScaredEvent # noqa: PLC0415
        from ..models.caretos_start_chosen_event import CaretosStartChosenEvent # noqa: PLC0415
        from ..models.caretos_step_action import CaretosStepAction # noqa: PLC0415
        from ..models.caretos_stop_action import CaretosStopAction # noqa: PLC0415
        from ..models.caretos_swap_action import CaretosSwapAction # noqa: PLC0415
        from ..models.caretos_swapped_event import CaretosSwappedEvent # noqa: PLC0415
        from ..models.caretos_turn_ended_event import CaretosTurnEndedEvent # noqa: PLC0415
        from ..models.caretos_villager_gathered_event import CaretosVillagerGatheredEvent # noqa: PLC0415
        from ..models.caretos_villagers_placed_event import CaretosVillagersPlacedEvent # noqa: PLC0415
        from ..models.encantados_ability_event import EncantadosAbilityEvent # noqa: PLC0415
        from ..models.encantados_buried_event import EncantadosBuriedEvent # noqa: PLC0415
        from ..models.encantados_choose_pile_action import EncantadosChoosePileAction # noqa: PLC0415
        from ..models.encantados_choose_player_action import EncantadosChoosePlayerAction # noqa: PLC0415
        from ..models.encantados_chose_player_event import EncantadosChosePlayerEvent # noqa: PLC0415
        from ..models.encantados_dealt_event import EncantadosDealtEvent # noqa: PLC0415
        from ..models.encantados_discard_action import EncantadosDiscardAction # noqa: PLC0415
        from ..models.encantados_discarded_event import EncantadosDiscardedEvent # noqa: PLC0415
        from ..models.encantados_draw_action import EncantadosDrawAction # noqa: PLC0415
        from ..models.encantados_drew_event import EncantadosDrewEvent # noqa: PLC0415
        from ..models.encantados_end_laying_action import EncantadosEndLayingAction # noqa: PLC0415
        from ..models.encantados_expand_action import EncantadosExpandAction # noqa: PLC0415
        from ..models.encantados_game_ended_event import EncantadosGameEndedEvent # noqa: PLC0415
        from ..models.encantados_keep_action import EncantadosKeepAction # noqa: PLC0415
        from ..models.encantados_keep_all_action import EncantadosKeepAllAction # noqa: PLC0415
        from ..models.encantados_kept_event import EncantadosKeptEvent # noqa: PLC0415
        from ..models.encantados_kobold_action import EncantadosKoboldAction # noqa: PLC0415
        from ..models.encantados_laid_event import EncantadosLaidEvent # noqa: PLC0415
        from ..models.encantados_lay_race_action import EncantadosLayRaceAction # noqa: PLC0415
        from ..models.encantados_lifted_event import EncantadosLiftedEvent # noqa: PLC0415
        from ..models.encantados_placed_event import EncantadosPlacedEvent # noqa: PLC0415
        from ..models.encantados_play_song_action import EncantadosPlaySongAction # noqa: PLC0415
        from ..models.encantados_round_ended_event import EncantadosRoundEndedEvent # noqa: PLC0415
        from ..models.encantados_round_started_event import EncantadosRoundStartedEvent # noqa: PLC0415
        from ..models.encantados_scored_event import EncantadosScoredEvent # noqa: PLC0415
        from ..models.encantados_search_discard_action import EncantadosSearchDiscardAction # noqa: PLC0415
        from ..models.encantados_searched_event import EncantadosSearchedEvent # noqa: PLC0415
        from ..models.encantados_song_event import EncantadosSongEvent # noqa: PLC0415
        from ..models.encantados_take_action import EncantadosTakeAction # noqa: PLC0415
        from ..models.encantados_trade_give_action import EncantadosTradeGiveAction # noqa: PLC0415
        from ..models.encantados_trade_return_action import EncantadosTradeReturnAction # noqa: PLC0415
        from ..models.encantados_traded_event import EncantadosTradedEvent # noqa: PLC0415
        from ..models.encantados_troll_place_action import EncantadosTrollPlaceAction # noqa: PLC0415
        from ..models.encantados_troll_take_action import EncantadosTrollTakeAction # noqa: PLC0415
        from ..models.encantados_turn_ended_event import EncantadosTurnEndedEvent # noqa: PLC0415
        from ..models.mission_calaveras_designated_event import MissionCalaverasDesignatedEvent # noqa: PLC0415
        from ..models.mission_calaveras_discard_twist_action import MissionCalaverasDiscardTwistAction # noqa: PLC0415
        from ..models.mission_calaveras_discarded_event import MissionCalaverasDiscardedEvent # noqa: PLC0415
        from ..models.mission_calaveras_drew_event import MissionCalaverasDrewEvent # noqa: PLC0415
        from ..models.mission_calaveras_game_ended_event import MissionCalaverasGameEndedEvent # noqa: PLC0415
        from ..models.mission_calaveras_nicole_moved_event import MissionCalaverasNicoleMovedEvent # noqa: PLC0415
        from ..models.mission_calaveras_play_action import MissionCalaverasPlayAction # noqa: PLC0415
        from ..models.mission_calaveras_played_event import MissionCalaverasPlayedEvent # noqa: PLC0415
        from ..models.mission_calaveras_reshuffled_event import MissionCalaverasReshuffledEvent # noqa: PLC0415
        from ..models.mission_calaveras_skipped_event import MissionCalaverasSkippedEvent # noqa: PLC0415
        from ..models.mission_calaveras_turn_passed_event import MissionCalaverasTurnPassedEvent # noqa: PLC0415
        from ..models.mission_calaveras_twist_action import MissionCalaverasTwistAction # noqa: PLC0415
        from ..models.mission_calaveras_twist_event import MissionCalaverasTwistEvent # noqa: PLC0415
        action: dict[str, Any] | None
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
        elif isinstance(self.action, CaretosScareAction):
            action = self.action.to_dict()
        else:
            action = self.action

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, MissionCalaverasPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MissionCalaverasTwistEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MissionCalaverasDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MissionCalaverasDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MissionCalaverasReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MissionCalaverasNicoleMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MissionCalaverasDesignatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MissionCalaverasSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MissionCalaverasTurnPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MissionCalaverasGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosSearchedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosSongEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosChosePlayerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosTradedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosLaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosAbilityEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosBuriedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosLiftedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosTurnEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosRoundEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosRoundStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EncantadosGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosStartChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosVillagersPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosCardsDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosBonusRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosFinalKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosNightCardEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosVillagerGatheredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosSwappedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosCapturedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosScaredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosFledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosCampfirePlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosCampfireReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosCauldronEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosReleasedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosCampfireSpentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosBonusBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosBonusScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosActivatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosDiscardsBoxedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosCardDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaretosTurnEndedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        seat: int | None
        seat = self.seat

        time = self.time

        version = self.version

        by = self.by

        change: str | Unset = UNSET
        if not isinstance(self.change, Unset):
            change = self.change.value


        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "events": events,
            "seat": seat,
            "time": time,
            "version": version,
        })
        if by is not UNSET:
            field_dict["by"] = by
        if change is not UNSET:
            field_dict["change"] = change
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.caretos_activate_action import CaretosActivateAction # noqa: PLC0415
        from ..models.caretos_activated_event import CaretosActivatedEvent # noqa: PLC0415
        from ..models.caretos_banish_action import CaretosBanishAction # noqa: PLC0415
        from ..models.caretos_bonus_bought_event import CaretosBonusBoughtEvent # noqa: PLC0415
        from ..models.caretos_bonus_revealed_event import CaretosBonusRevealedEvent # noqa: PLC0415
        from ..models.caretos_bonus_scored_event import CaretosBonusScoredEvent # noqa: PLC0415
        from ..models.caretos_buy_action import CaretosBuyAction # noqa: PLC0415
        from ..models.caretos_campfire_placed_event import CaretosCampfirePlacedEvent # noqa: PLC0415
        from ..models.caretos_campfire_returned_event import CaretosCampfireReturnedEvent # noqa: PLC0415
        from ..models.caretos_campfire_spent_event import CaretosCampfireSpentEvent # noqa: PLC0415
        from ..models.caretos_captured_event import CaretosCapturedEvent # noqa: PLC0415
        from ..models.caretos_card_drawn_event import CaretosCardDrawnEvent # noqa: PLC0415
        from ..models.caretos_cards_dealt_event import CaretosCardsDealtEvent # noqa: PLC0415
        from ..models.caretos_cauldron_event import CaretosCauldronEvent # noqa: PLC0415
        from ..models.caretos_choose_careto_action import CaretosChooseCaretoAction # noqa: PLC0415
        from ..models.caretos_choose_start_action import CaretosChooseStartAction # noqa: PLC0415
        from ..models.caretos_discards_boxed_event import CaretosDiscardsBoxedEvent # noqa: PLC0415
        from ..models.caretos_end_turn_action import CaretosEndTurnAction # noqa: PLC0415
        from ..models.caretos_extra_move_action import CaretosExtraMoveAction # noqa: PLC0415
        from ..models.caretos_final_kept_event import CaretosFinalKeptEvent # noqa: PLC0415
        from ..models.caretos_fled_event import CaretosFledEvent # noqa: PLC0415
        from ..models.caretos_flee_action import CaretosFleeAction # noqa: PLC0415
        from ..models.caretos_game_ended_event import CaretosGameEndedEvent # noqa: PLC0415
        from ..models.caretos_gather_action import CaretosGatherAction # noqa: PLC0415
        from ..models.caretos_keep_final_action import CaretosKeepFinalAction # noqa: PLC0415
        from ..models.caretos_moved_event import CaretosMovedEvent # noqa: PLC0415
        from ..models.caretos_night_card_event import CaretosNightCardEvent # noqa: PLC0415
        from ..models.caretos_pick_monster_action import CaretosPickMonsterAction # noqa: PLC0415
        from ..models.caretos_pick_villager_action import CaretosPickVillagerAction # noqa: PLC0415
        from ..models.caretos_place_action import CaretosPlaceAction # noqa: PLC0415
        from ..models.caretos_placed_event import CaretosPlacedEvent # noqa: PLC0415
        from ..models.caretos_play_action import CaretosPlayAction # noqa: PLC0415
        from ..models.caretos_release_action import CaretosReleaseAction # noqa: PLC0415
        from ..models.caretos_released_event import CaretosReleasedEvent # noqa: PLC0415
        from ..models.caretos_scare_action import CaretosScareAction # noqa: PLC0415
        from ..models.caretos_scared_event import CaretosScaredEvent # noqa: PLC0415
        from ..models.caretos_start_chosen_event import CaretosStartChosenEvent # noqa: PLC0415
        from ..models.caretos_step_action import CaretosStepAction # noqa: PLC0415
        from ..models.caretos_stop_action import CaretosStopAction # noqa: PLC0415
        from ..models.caretos_swap_action import CaretosSwapAction # noqa: PLC0415
        from ..models.caretos_swapped_event import CaretosSwappedEvent # noqa: PLC0415
        from ..models.caretos_turn_ended_event import CaretosTurnEndedEvent # noqa: PLC0415
        from ..models.caretos_villager_gathered_event import CaretosVillagerGatheredEvent # noqa: PLC0415
        from ..models.caretos_villagers_placed_event import CaretosVillagersPlacedEvent # noqa: PLC0415
        from ..models.encantados_ability_event import EncantadosAbilityEvent # noqa: PLC0415
        from ..models.encantados_buried_event import EncantadosBuriedEvent # noqa: PLC0415
        from ..models.encantados_choose_pile_action import EncantadosChoosePileAction # noqa: PLC0415
        from ..models.encantados_choose_player_action import EncantadosChoosePlayerAction # noqa: PLC0415
        from ..models.encantados_chose_player_event import EncantadosChosePlayerEvent # noqa: PLC0415
        from ..models.encantados_dealt_event import EncantadosDealtEvent # noqa: PLC0415
        from ..models.encantados_discard_action import EncantadosDiscardAction # noqa: PLC0415
        from ..models.encantados_discarded_event import EncantadosDiscardedEvent # noqa: PLC0415
        from ..models.encantados_draw_action import EncantadosDrawAction # noqa: PLC0415
        from ..models.encantados_drew_event import EncantadosDrewEvent # noqa: PLC0415
        from ..models.encantados_end_laying_action import EncantadosEndLayingAction # noqa: PLC0415
        from ..models.encantados_expand_action import EncantadosExpandAction # noqa: PLC0415
        from ..models.encantados_game_ended_event import EncantadosGameEndedEvent # noqa: PLC0415
        from ..models.encantados_keep_action import EncantadosKeepAction # noqa: PLC0415
        from ..models.encantados_keep_all_action import EncantadosKeepAllAction # noqa: PLC0415
        from ..models.encantados_kept_event import EncantadosKeptEvent # noqa: PLC0415
        from ..models.encantados_kobold_action import EncantadosKoboldAction # noqa: PLC0415
        from ..models.encantados_laid_event import EncantadosLaidEvent # noqa: PLC0415
        from ..models.encantados_lay_race_action import EncantadosLayRaceAction # noqa: PLC0415
        from ..models.encantados_lifted_event import EncantadosLiftedEvent # noqa: PLC0415
        from ..models.encantados_placed_event import EncantadosPlacedEvent # noqa: PLC0415
        from ..models.encantados_play_song_action import EncantadosPlaySongAction # noqa: PLC0415
        from ..models.encantados_round_ended_event import EncantadosRoundEndedEvent # noqa: PLC0415
        from ..models.encantados_round_started_event import EncantadosRoundStartedEvent # noqa: PLC0415
        from ..models.encantados_scored_event import EncantadosScoredEvent # noqa: PLC0415
        from ..models.encantados_search_discard_action import EncantadosSearchDiscardAction # noqa: PLC0415
        from ..models.encantados_searched_event import EncantadosSearchedEvent # noqa: PLC0415
        from ..models.encantados_song_event import EncantadosSongEvent # noqa: PLC0415
        from ..models.encantados_take_action import EncantadosTakeAction # noqa: PLC0415
        from ..models.encantados_trade_give_action import EncantadosTradeGiveAction # noqa: PLC0415
        from ..models.encantados_trade_return_action import EncantadosTradeReturnAction # noqa: PLC0415
        from ..models.encantados_traded_event import EncantadosTradedEvent # noqa: PLC0415
        from ..models.encantados_troll_place_action import EncantadosTrollPlaceAction # noqa: PLC0415
        from ..models.encantados_troll_take_action import EncantadosTrollTakeAction # noqa: PLC0415
        from ..models.encantados_turn_ended_event import EncantadosTurnEndedEvent # noqa: PLC0415
        from ..models.mission_calaveras_designated_event import MissionCalaverasDesignatedEvent # noqa: PLC0415
        from ..models.mission_calaveras_discard_twist_action import MissionCalaverasDiscardTwistAction # noqa: PLC0415
        from ..models.mission_calaveras_discarded_event import MissionCalaverasDiscardedEvent # noqa: PLC0415
        from ..models.mission_calaveras_drew_event import MissionCalaverasDrewEvent # noqa: PLC0415
        from ..models.mission_calaveras_game_ended_event import MissionCalaverasGameEndedEvent # noqa: PLC0415
        from ..models.mission_calaveras_nicole_moved_event import MissionCalaverasNicoleMovedEvent # noqa: PLC0415
        from ..models.mission_calaveras_play_action import MissionCalaverasPlayAction # noqa: PLC0415
        from ..models.mission_calaveras_played_event import MissionCalaverasPlayedEvent # noqa: PLC0415
        from ..models.mission_calaveras_reshuffled_event import MissionCalaverasReshuffledEvent # noqa: PLC0415
        from ..models.mission_calaveras_skipped_event import MissionCalaverasSkippedEvent # noqa: PLC0415
        from ..models.mission_calaveras_turn_passed_event import MissionCalaverasTurnPassedEvent # noqa: PLC0415
        from ..models.mission_calaveras_twist_action import MissionCalaverasTwistAction # noqa: PLC0415
        from ..models.mission_calaveras_twist_event import MissionCalaverasTwistEvent # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> CaretosActivateAction | CaretosBanishAction | CaretosBuyAction | CaretosChooseCaretoAction | CaretosChooseStartAction | CaretosEndTurnAction | CaretosExtraMoveAction | CaretosFleeAction | CaretosGatherAction | CaretosKeepFinalAction | CaretosPickMonsterAction | CaretosPickVillagerAction | CaretosPlaceAction | CaretosPlayAction | CaretosReleaseAction | CaretosScareAction | CaretosStepAction | CaretosStopAction | CaretosSwapAction | EncantadosChoosePileAction | EncantadosChoosePlayerAction | EncantadosDiscardAction | EncantadosDrawAction | EncantadosEndLayingAction | EncantadosExpandAction | EncantadosKeepAction | EncantadosKeepAllAction | EncantadosKoboldAction | EncantadosLayRaceAction | EncantadosPlaySongAction | EncantadosSearchDiscardAction | EncantadosTakeAction | EncantadosTradeGiveAction | EncantadosTradeReturnAction | EncantadosTrollPlaceAction | EncantadosTrollTakeAction | MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction | MissionCalaverasTwistAction | None:
            if data is None:
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_caretos_action_type_18 = CaretosScareAction.from_dict(data)



                return componentsschemas_caretos_action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosActivateAction | CaretosBanishAction | CaretosBuyAction | CaretosChooseCaretoAction | CaretosChooseStartAction | CaretosEndTurnAction | CaretosExtraMoveAction | CaretosFleeAction | CaretosGatherAction | CaretosKeepFinalAction | CaretosPickMonsterAction | CaretosPickVillagerAction | CaretosPlaceAction | CaretosPlayAction | CaretosReleaseAction | CaretosScareAction | CaretosStepAction | CaretosStopAction | CaretosSwapAction | EncantadosChoosePileAction | EncantadosChoosePlayerAction | EncantadosDiscardAction | EncantadosDrawAction | EncantadosEndLayingAction | EncantadosExpandAction | EncantadosKeepAction | EncantadosKeepAllAction | EncantadosKoboldAction | EncantadosLayRaceAction | EncantadosPlaySongAction | EncantadosSearchDiscardAction | EncantadosTakeAction | EncantadosTradeGiveAction | EncantadosTradeReturnAction | EncantadosTrollPlaceAction | EncantadosTrollTakeAction | MissionCalaverasDiscardTwistAction | MissionCalaverasPlayAction | MissionCalaverasTwistAction | None, data)

        action = _parse_action(d.pop("action"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> CaretosActivatedEvent | CaretosBonusBoughtEvent | CaretosBonusRevealedEvent | CaretosBonusScoredEvent | CaretosCampfirePlacedEvent | CaretosCampfireReturnedEvent | CaretosCampfireSpentEvent | CaretosCapturedEvent | CaretosCardDrawnEvent | CaretosCardsDealtEvent | CaretosCauldronEvent | CaretosDiscardsBoxedEvent | CaretosFinalKeptEvent | CaretosFledEvent | CaretosGameEndedEvent | CaretosMovedEvent | CaretosNightCardEvent | CaretosPlacedEvent | CaretosReleasedEvent | CaretosScaredEvent | CaretosStartChosenEvent | CaretosSwappedEvent | CaretosTurnEndedEvent | CaretosVillagerGatheredEvent | CaretosVillagersPlacedEvent | EncantadosAbilityEvent | EncantadosBuriedEvent | EncantadosChosePlayerEvent | EncantadosDealtEvent | EncantadosDiscardedEvent | EncantadosDrewEvent | EncantadosGameEndedEvent | EncantadosKeptEvent | EncantadosLaidEvent | EncantadosLiftedEvent | EncantadosPlacedEvent | EncantadosRoundEndedEvent | EncantadosRoundStartedEvent | EncantadosScoredEvent | EncantadosSearchedEvent | EncantadosSongEvent | EncantadosTradedEvent | EncantadosTurnEndedEvent | MissionCalaverasDesignatedEvent | MissionCalaverasDiscardedEvent | MissionCalaverasDrewEvent | MissionCalaverasGameEndedEvent | MissionCalaverasNicoleMovedEvent | MissionCalaverasPlayedEvent | MissionCalaverasReshuffledEvent | MissionCalaverasSkippedEvent | MissionCalaverasTurnPassedEvent | MissionCalaverasTwistEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_event_type_0 = MissionCalaverasPlayedEvent.from_dict(data)



                    return componentsschemas_mission_calaveras_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_event_type_1 = MissionCalaverasTwistEvent.from_dict(data)



                    return componentsschemas_mission_calaveras_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_event_type_2 = MissionCalaverasDiscardedEvent.from_dict(data)



                    return componentsschemas_mission_calaveras_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_event_type_3 = MissionCalaverasDrewEvent.from_dict(data)



                    return componentsschemas_mission_calaveras_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_event_type_4 = MissionCalaverasReshuffledEvent.from_dict(data)



                    return componentsschemas_mission_calaveras_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_event_type_5 = MissionCalaverasNicoleMovedEvent.from_dict(data)



                    return componentsschemas_mission_calaveras_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_event_type_6 = MissionCalaverasDesignatedEvent.from_dict(data)



                    return componentsschemas_mission_calaveras_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_event_type_7 = MissionCalaverasSkippedEvent.from_dict(data)



                    return componentsschemas_mission_calaveras_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_event_type_8 = MissionCalaverasTurnPassedEvent.from_dict(data)



                    return componentsschemas_mission_calaveras_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mission_calaveras_event_type_9 = MissionCalaverasGameEndedEvent.from_dict(data)



                    return componentsschemas_mission_calaveras_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_0 = EncantadosDealtEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_1 = EncantadosDrewEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_2 = EncantadosSearchedEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_3 = EncantadosKeptEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_4 = EncantadosDiscardedEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_5 = EncantadosSongEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_6 = EncantadosChosePlayerEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_7 = EncantadosTradedEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_8 = EncantadosLaidEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_9 = EncantadosAbilityEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_10 = EncantadosBuriedEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_11 = EncantadosLiftedEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_12 = EncantadosPlacedEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_13 = EncantadosTurnEndedEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_14 = EncantadosRoundEndedEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_15 = EncantadosScoredEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_16 = EncantadosRoundStartedEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_encantados_event_type_17 = EncantadosGameEndedEvent.from_dict(data)



                    return componentsschemas_encantados_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_0 = CaretosStartChosenEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_1 = CaretosVillagersPlacedEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_2 = CaretosCardsDealtEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_3 = CaretosBonusRevealedEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_4 = CaretosFinalKeptEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_5 = CaretosNightCardEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_6 = CaretosVillagerGatheredEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_7 = CaretosMovedEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_8 = CaretosSwappedEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_9 = CaretosPlacedEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_10 = CaretosCapturedEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_11 = CaretosScaredEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_12 = CaretosFledEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_13 = CaretosCampfirePlacedEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_14 = CaretosCampfireReturnedEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_15 = CaretosCauldronEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_16 = CaretosReleasedEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_17 = CaretosCampfireSpentEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_18 = CaretosBonusBoughtEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_19 = CaretosBonusScoredEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_20 = CaretosActivatedEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_21 = CaretosDiscardsBoxedEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_22 = CaretosCardDrawnEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_caretos_event_type_23 = CaretosTurnEndedEvent.from_dict(data)



                    return componentsschemas_caretos_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_caretos_event_type_24 = CaretosGameEndedEvent.from_dict(data)



                return componentsschemas_caretos_event_type_24

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        time = d.pop("time")

        version = d.pop("version")

        by = d.pop("by", UNSET)

        _change = d.pop("change", UNSET)
        change: LogEntryChange | Unset
        if isinstance(_change,  Unset):
            change = UNSET
        else:
            change = LogEntryChange(_change)




        reason = d.pop("reason", UNSET)

        log_entry = cls(
            action=action,
            events=events,
            seat=seat,
            time=time,
            version=version,
            by=by,
            change=change,
            reason=reason,
        )

        return log_entry

