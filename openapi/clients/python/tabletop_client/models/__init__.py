""" Contains all the data models used in inputs/outputs """

from .action_request import ActionRequest
from .bot_level import BotLevel
from .bot_level_name import BotLevelName
from .bot_rating import BotRating
from .caretos_activate_action import CaretosActivateAction
from .caretos_activate_action_monster import CaretosActivateActionMonster
from .caretos_activate_action_pay import CaretosActivateActionPay
from .caretos_activate_action_type import CaretosActivateActionType
from .caretos_activated_event import CaretosActivatedEvent
from .caretos_activated_event_monster import CaretosActivatedEventMonster
from .caretos_activated_event_night import CaretosActivatedEventNight
from .caretos_activated_event_pay import CaretosActivatedEventPay
from .caretos_banish_action import CaretosBanishAction
from .caretos_banish_action_type import CaretosBanishActionType
from .caretos_bonus_bought_event import CaretosBonusBoughtEvent
from .caretos_bonus_revealed_event import CaretosBonusRevealedEvent
from .caretos_bonus_scored_event import CaretosBonusScoredEvent
from .caretos_buy_action import CaretosBuyAction
from .caretos_buy_action_type import CaretosBuyActionType
from .caretos_campfire_placed_event import CaretosCampfirePlacedEvent
from .caretos_campfire_returned_event import CaretosCampfireReturnedEvent
from .caretos_campfire_spent_event import CaretosCampfireSpentEvent
from .caretos_campfire_spent_event_purpose import CaretosCampfireSpentEventPurpose
from .caretos_captured_event import CaretosCapturedEvent
from .caretos_captured_event_by import CaretosCapturedEventBy
from .caretos_captured_event_colour import CaretosCapturedEventColour
from .caretos_card_drawn_event import CaretosCardDrawnEvent
from .caretos_cards_dealt_event import CaretosCardsDealtEvent
from .caretos_cards_dealt_event_pile import CaretosCardsDealtEventPile
from .caretos_cauldron_event import CaretosCauldronEvent
from .caretos_cauldron_event_monster import CaretosCauldronEventMonster
from .caretos_cauldron_event_pushed_out_type_1 import CaretosCauldronEventPushedOutType1
from .caretos_cauldron_event_pushed_out_type_2_type_1 import CaretosCauldronEventPushedOutType2Type1
from .caretos_cauldron_event_pushed_out_type_3_type_1 import CaretosCauldronEventPushedOutType3Type1
from .caretos_choose_careto_action import CaretosChooseCaretoAction
from .caretos_choose_careto_action_careto import CaretosChooseCaretoActionCareto
from .caretos_choose_careto_action_type import CaretosChooseCaretoActionType
from .caretos_choose_start_action import CaretosChooseStartAction
from .caretos_choose_start_action_monster import CaretosChooseStartActionMonster
from .caretos_choose_start_action_symbol import CaretosChooseStartActionSymbol
from .caretos_choose_start_action_type import CaretosChooseStartActionType
from .caretos_create_game import CaretosCreateGame
from .caretos_create_game_game import CaretosCreateGameGame
from .caretos_create_game_options_type_0 import CaretosCreateGameOptionsType0
from .caretos_create_game_options_type_0_replacement_bot import CaretosCreateGameOptionsType0ReplacementBot
from .caretos_discards_boxed_event import CaretosDiscardsBoxedEvent
from .caretos_end_turn_action import CaretosEndTurnAction
from .caretos_end_turn_action_type import CaretosEndTurnActionType
from .caretos_extra_move_action import CaretosExtraMoveAction
from .caretos_extra_move_action_type import CaretosExtraMoveActionType
from .caretos_final_kept_event import CaretosFinalKeptEvent
from .caretos_fled_event import CaretosFledEvent
from .caretos_fled_event_colour import CaretosFledEventColour
from .caretos_flee_action import CaretosFleeAction
from .caretos_flee_action_colour import CaretosFleeActionColour
from .caretos_flee_action_type import CaretosFleeActionType
from .caretos_game import CaretosGame
from .caretos_game_ended_event import CaretosGameEndedEvent
from .caretos_game_ended_event_scores_item import CaretosGameEndedEventScoresItem
from .caretos_game_status import CaretosGameStatus
from .caretos_gather_action import CaretosGatherAction
from .caretos_gather_action_type import CaretosGatherActionType
from .caretos_keep_final_action import CaretosKeepFinalAction
from .caretos_keep_final_action_type import CaretosKeepFinalActionType
from .caretos_moved_event import CaretosMovedEvent
from .caretos_moved_event_piece import CaretosMovedEventPiece
from .caretos_night_card_event import CaretosNightCardEvent
from .caretos_night_card_event_extra_type_1 import CaretosNightCardEventExtraType1
from .caretos_night_card_event_extra_type_2_type_1 import CaretosNightCardEventExtraType2Type1
from .caretos_night_card_event_extra_type_3_type_1 import CaretosNightCardEventExtraType3Type1
from .caretos_night_card_event_night import CaretosNightCardEventNight
from .caretos_night_card_event_rune_type_1 import CaretosNightCardEventRuneType1
from .caretos_night_card_event_rune_type_2_type_1 import CaretosNightCardEventRuneType2Type1
from .caretos_night_card_event_rune_type_3_type_1 import CaretosNightCardEventRuneType3Type1
from .caretos_pick_monster_action import CaretosPickMonsterAction
from .caretos_pick_monster_action_monster import CaretosPickMonsterActionMonster
from .caretos_pick_monster_action_type import CaretosPickMonsterActionType
from .caretos_pick_villager_action import CaretosPickVillagerAction
from .caretos_pick_villager_action_colour import CaretosPickVillagerActionColour
from .caretos_pick_villager_action_type import CaretosPickVillagerActionType
from .caretos_place_action import CaretosPlaceAction
from .caretos_place_action_type import CaretosPlaceActionType
from .caretos_placed_event import CaretosPlacedEvent
from .caretos_placed_event_monster import CaretosPlacedEventMonster
from .caretos_placed_event_why import CaretosPlacedEventWhy
from .caretos_play_action import CaretosPlayAction
from .caretos_play_action_type import CaretosPlayActionType
from .caretos_release_action import CaretosReleaseAction
from .caretos_release_action_monster import CaretosReleaseActionMonster
from .caretos_release_action_pay import CaretosReleaseActionPay
from .caretos_release_action_type import CaretosReleaseActionType
from .caretos_released_event import CaretosReleasedEvent
from .caretos_released_event_monster import CaretosReleasedEventMonster
from .caretos_released_event_pay import CaretosReleasedEventPay
from .caretos_scare_action import CaretosScareAction
from .caretos_scare_action_type import CaretosScareActionType
from .caretos_scared_event import CaretosScaredEvent
from .caretos_scared_event_by import CaretosScaredEventBy
from .caretos_scared_event_campfire import CaretosScaredEventCampfire
from .caretos_start_chosen_event import CaretosStartChosenEvent
from .caretos_start_chosen_event_monsters_item import CaretosStartChosenEventMonstersItem
from .caretos_start_chosen_event_monsters_item_monster import CaretosStartChosenEventMonstersItemMonster
from .caretos_start_chosen_event_symbol import CaretosStartChosenEventSymbol
from .caretos_step_action import CaretosStepAction
from .caretos_step_action_type import CaretosStepActionType
from .caretos_stop_action import CaretosStopAction
from .caretos_stop_action_type import CaretosStopActionType
from .caretos_swap_action import CaretosSwapAction
from .caretos_swap_action_type import CaretosSwapActionType
from .caretos_swap_action_with import CaretosSwapActionWith
from .caretos_swapped_event import CaretosSwappedEvent
from .caretos_swapped_event_monster import CaretosSwappedEventMonster
from .caretos_swapped_event_with import CaretosSwappedEventWith
from .caretos_turn_ended_event import CaretosTurnEndedEvent
from .caretos_view import CaretosView
from .caretos_view_banish import CaretosViewBanish
from .caretos_view_banish_monster import CaretosViewBanishMonster
from .caretos_view_board import CaretosViewBoard
from .caretos_view_bonus_deck import CaretosViewBonusDeck
from .caretos_view_careto_group_type_0 import CaretosViewCaretoGroupType0
from .caretos_view_caretos_item import CaretosViewCaretosItem
from .caretos_view_caretos_item_name import CaretosViewCaretosItemName
from .caretos_view_choose_careto import CaretosViewChooseCareto
from .caretos_view_decision_type_0 import CaretosViewDecisionType0
from .caretos_view_decision_type_0_kind import CaretosViewDecisionType0Kind
from .caretos_view_final_box import CaretosViewFinalBox
from .caretos_view_flee import CaretosViewFlee
from .caretos_view_gather import CaretosViewGather
from .caretos_view_keep_final import CaretosViewKeepFinal
from .caretos_view_main import CaretosViewMain
from .caretos_view_moira_destination import CaretosViewMoiraDestination
from .caretos_view_moira_destination_colour import CaretosViewMoiraDestinationColour
from .caretos_view_monsters_item import CaretosViewMonstersItem
from .caretos_view_monsters_item_at_type_1 import CaretosViewMonstersItemAtType1
from .caretos_view_monsters_item_name import CaretosViewMonstersItemName
from .caretos_view_move import CaretosViewMove
from .caretos_view_move_jumps_item import CaretosViewMoveJumpsItem
from .caretos_view_move_mover import CaretosViewMoveMover
from .caretos_view_move_piece import CaretosViewMovePiece
from .caretos_view_night_deck import CaretosViewNightDeck
from .caretos_view_pick_monster import CaretosViewPickMonster
from .caretos_view_pick_monster_monster import CaretosViewPickMonsterMonster
from .caretos_view_pick_villager import CaretosViewPickVillager
from .caretos_view_pick_villager_excluded_colour import CaretosViewPickVillagerExcludedColour
from .caretos_view_pick_villager_purpose import CaretosViewPickVillagerPurpose
from .caretos_view_place_witch import CaretosViewPlaceWitch
from .caretos_view_place_witch_monster import CaretosViewPlaceWitchMonster
from .caretos_view_play_card import CaretosViewPlayCard
from .caretos_view_return import CaretosViewReturn
from .caretos_view_return_monster import CaretosViewReturnMonster
from .caretos_view_scare_from_afar import CaretosViewScareFromAfar
from .caretos_view_scare_from_afar_monster import CaretosViewScareFromAfarMonster
from .caretos_view_seats_item import CaretosViewSeatsItem
from .caretos_view_seats_item_final import CaretosViewSeatsItemFinal
from .caretos_view_seats_item_hand import CaretosViewSeatsItemHand
from .caretos_view_seats_item_symbol_type_1 import CaretosViewSeatsItemSymbolType1
from .caretos_view_seats_item_symbol_type_2_type_1 import CaretosViewSeatsItemSymbolType2Type1
from .caretos_view_seats_item_symbol_type_3_type_1 import CaretosViewSeatsItemSymbolType3Type1
from .caretos_view_start_symbol import CaretosViewStartSymbol
from .caretos_view_swap import CaretosViewSwap
from .caretos_view_swap_monster import CaretosViewSwapMonster
from .caretos_view_turn import CaretosViewTurn
from .caretos_view_turn_activated_item import CaretosViewTurnActivatedItem
from .caretos_view_turn_extra_jumps_item import CaretosViewTurnExtraJumpsItem
from .caretos_view_turn_last_activated_type_1 import CaretosViewTurnLastActivatedType1
from .caretos_view_turn_last_activated_type_2_type_1 import CaretosViewTurnLastActivatedType2Type1
from .caretos_view_turn_last_activated_type_3_type_1 import CaretosViewTurnLastActivatedType3Type1
from .caretos_view_turn_night_type_1 import CaretosViewTurnNightType1
from .caretos_view_turn_night_type_2_type_1 import CaretosViewTurnNightType2Type1
from .caretos_view_turn_night_type_3_type_1 import CaretosViewTurnNightType3Type1
from .caretos_view_turn_scared_item import CaretosViewTurnScaredItem
from .caretos_view_villagers_item import CaretosViewVillagersItem
from .caretos_villager_gathered_event import CaretosVillagerGatheredEvent
from .caretos_villager_gathered_event_colour import CaretosVillagerGatheredEventColour
from .caretos_villagers_placed_event import CaretosVillagersPlacedEvent
from .caretos_villagers_placed_event_groups_item import CaretosVillagersPlacedEventGroupsItem
from .catalogue_entry import CatalogueEntry
from .catalogue_entry_data import CatalogueEntryData
from .clock import Clock
from .created_game import CreatedGame
from .encantados_ability_event import EncantadosAbilityEvent
from .encantados_ability_event_race import EncantadosAbilityEventRace
from .encantados_buried_event import EncantadosBuriedEvent
from .encantados_choose_pile_action import EncantadosChoosePileAction
from .encantados_choose_pile_action_pile import EncantadosChoosePileActionPile
from .encantados_choose_pile_action_type import EncantadosChoosePileActionType
from .encantados_choose_player_action import EncantadosChoosePlayerAction
from .encantados_choose_player_action_type import EncantadosChoosePlayerActionType
from .encantados_chose_player_event import EncantadosChosePlayerEvent
from .encantados_chose_player_event_cause import EncantadosChosePlayerEventCause
from .encantados_create_game import EncantadosCreateGame
from .encantados_create_game_game import EncantadosCreateGameGame
from .encantados_create_game_options_type_0 import EncantadosCreateGameOptionsType0
from .encantados_create_game_options_type_0_replacement_bot import EncantadosCreateGameOptionsType0ReplacementBot
from .encantados_dealt_event import EncantadosDealtEvent
from .encantados_discard_action import EncantadosDiscardAction
from .encantados_discard_action_type import EncantadosDiscardActionType
from .encantados_discarded_event import EncantadosDiscardedEvent
from .encantados_discarded_event_pile import EncantadosDiscardedEventPile
from .encantados_draw_action import EncantadosDrawAction
from .encantados_draw_action_source import EncantadosDrawActionSource
from .encantados_draw_action_type import EncantadosDrawActionType
from .encantados_drew_event import EncantadosDrewEvent
from .encantados_drew_event_source import EncantadosDrewEventSource
from .encantados_end_laying_action import EncantadosEndLayingAction
from .encantados_end_laying_action_type import EncantadosEndLayingActionType
from .encantados_expand_action import EncantadosExpandAction
from .encantados_expand_action_race import EncantadosExpandActionRace
from .encantados_expand_action_type import EncantadosExpandActionType
from .encantados_game import EncantadosGame
from .encantados_game_ended_event import EncantadosGameEndedEvent
from .encantados_game_status import EncantadosGameStatus
from .encantados_keep_action import EncantadosKeepAction
from .encantados_keep_action_type import EncantadosKeepActionType
from .encantados_keep_all_action import EncantadosKeepAllAction
from .encantados_keep_all_action_type import EncantadosKeepAllActionType
from .encantados_kept_event import EncantadosKeptEvent
from .encantados_kobold_action import EncantadosKoboldAction
from .encantados_kobold_action_type import EncantadosKoboldActionType
from .encantados_laid_event import EncantadosLaidEvent
from .encantados_laid_event_race import EncantadosLaidEventRace
from .encantados_lay_race_action import EncantadosLayRaceAction
from .encantados_lay_race_action_type import EncantadosLayRaceActionType
from .encantados_lifted_event import EncantadosLiftedEvent
from .encantados_placed_event import EncantadosPlacedEvent
from .encantados_placed_event_group import EncantadosPlacedEventGroup
from .encantados_play_song_action import EncantadosPlaySongAction
from .encantados_play_song_action_type import EncantadosPlaySongActionType
from .encantados_round_ended_event import EncantadosRoundEndedEvent
from .encantados_round_ended_event_cause import EncantadosRoundEndedEventCause
from .encantados_round_started_event import EncantadosRoundStartedEvent
from .encantados_scored_event import EncantadosScoredEvent
from .encantados_scored_event_units_item import EncantadosScoredEventUnitsItem
from .encantados_search_discard_action import EncantadosSearchDiscardAction
from .encantados_search_discard_action_type import EncantadosSearchDiscardActionType
from .encantados_searched_event import EncantadosSearchedEvent
from .encantados_song_event import EncantadosSongEvent
from .encantados_song_event_season import EncantadosSongEventSeason
from .encantados_take_action import EncantadosTakeAction
from .encantados_take_action_type import EncantadosTakeActionType
from .encantados_trade_give_action import EncantadosTradeGiveAction
from .encantados_trade_give_action_type import EncantadosTradeGiveActionType
from .encantados_trade_return_action import EncantadosTradeReturnAction
from .encantados_trade_return_action_type import EncantadosTradeReturnActionType
from .encantados_traded_event import EncantadosTradedEvent
from .encantados_troll_place_action import EncantadosTrollPlaceAction
from .encantados_troll_place_action_group import EncantadosTrollPlaceActionGroup
from .encantados_troll_place_action_type import EncantadosTrollPlaceActionType
from .encantados_troll_take_action import EncantadosTrollTakeAction
from .encantados_troll_take_action_type import EncantadosTrollTakeActionType
from .encantados_turn_ended_event import EncantadosTurnEndedEvent
from .encantados_view import EncantadosView
from .encantados_view_decks import EncantadosViewDecks
from .encantados_view_draw_pile import EncantadosViewDrawPile
from .encantados_view_gardens_item import EncantadosViewGardensItem
from .encantados_view_hands_item import EncantadosViewHandsItem
from .encantados_view_pending_item import EncantadosViewPendingItem
from .encantados_view_pending_item_decision import EncantadosViewPendingItemDecision
from .encantados_view_pending_item_pile import EncantadosViewPendingItemPile
from .encantados_view_phase import EncantadosViewPhase
from .encantados_view_players import EncantadosViewPlayers
from .encantados_view_search import EncantadosViewSearch
from .encantados_view_turn import EncantadosViewTurn
from .game_log import GameLog
from .game_log_options import GameLogOptions
from .game_type import GameType
from .game_type_action_schema import GameTypeActionSchema
from .game_type_detail import GameTypeDetail
from .game_type_detail_action_schema import GameTypeDetailActionSchema
from .game_type_detail_extra import GameTypeDetailExtra
from .game_type_detail_view_schema import GameTypeDetailViewSchema
from .game_type_extra import GameTypeExtra
from .game_type_view_schema import GameTypeViewSchema
from .game_types import GameTypes
from .game_update import GameUpdate
from .game_update_event import GameUpdateEvent
from .game_update_status import GameUpdateStatus
from .get_game_type_name import GetGameTypeName
from .get_problem_type_kind import GetProblemTypeKind
from .health import Health
from .index import Index
from .index_links import IndexLinks
from .join_request import JoinRequest
from .list_games_status import ListGamesStatus
from .lobby_game import LobbyGame
from .lobby_game_options import LobbyGameOptions
from .lobby_game_table import LobbyGameTable
from .lobby_page import LobbyPage
from .log_entry import LogEntry
from .log_entry_change import LogEntryChange
from .mission_calaveras_create_game import MissionCalaverasCreateGame
from .mission_calaveras_create_game_game import MissionCalaverasCreateGameGame
from .mission_calaveras_create_game_options_type_0 import MissionCalaverasCreateGameOptionsType0
from .mission_calaveras_create_game_options_type_0_replacement_bot import MissionCalaverasCreateGameOptionsType0ReplacementBot
from .mission_calaveras_designated_event import MissionCalaverasDesignatedEvent
from .mission_calaveras_designated_event_reason import MissionCalaverasDesignatedEventReason
from .mission_calaveras_discard_twist_action import MissionCalaverasDiscardTwistAction
from .mission_calaveras_discard_twist_action_type import MissionCalaverasDiscardTwistActionType
from .mission_calaveras_discarded_event import MissionCalaverasDiscardedEvent
from .mission_calaveras_discarded_event_at import MissionCalaverasDiscardedEventAt
from .mission_calaveras_discarded_event_location import MissionCalaverasDiscardedEventLocation
from .mission_calaveras_drew_event import MissionCalaverasDrewEvent
from .mission_calaveras_game import MissionCalaverasGame
from .mission_calaveras_game_ended_event import MissionCalaverasGameEndedEvent
from .mission_calaveras_game_ended_event_end import MissionCalaverasGameEndedEventEnd
from .mission_calaveras_game_ended_event_winning_team_type_1 import MissionCalaverasGameEndedEventWinningTeamType1
from .mission_calaveras_game_status import MissionCalaverasGameStatus
from .mission_calaveras_nicole_moved_event import MissionCalaverasNicoleMovedEvent
from .mission_calaveras_play_action import MissionCalaverasPlayAction
from .mission_calaveras_play_action_to import MissionCalaverasPlayActionTo
from .mission_calaveras_play_action_type import MissionCalaverasPlayActionType
from .mission_calaveras_played_event import MissionCalaverasPlayedEvent
from .mission_calaveras_played_event_location import MissionCalaverasPlayedEventLocation
from .mission_calaveras_played_event_to import MissionCalaverasPlayedEventTo
from .mission_calaveras_reshuffled_event import MissionCalaverasReshuffledEvent
from .mission_calaveras_skipped_event import MissionCalaverasSkippedEvent
from .mission_calaveras_turn_passed_event import MissionCalaverasTurnPassedEvent
from .mission_calaveras_twist_action import MissionCalaverasTwistAction
from .mission_calaveras_twist_action_to import MissionCalaverasTwistActionTo
from .mission_calaveras_twist_action_type import MissionCalaverasTwistActionType
from .mission_calaveras_twist_event import MissionCalaverasTwistEvent
from .mission_calaveras_twist_event_from_type_1 import MissionCalaverasTwistEventFromType1
from .mission_calaveras_twist_event_to_type_1 import MissionCalaverasTwistEventToType1
from .mission_calaveras_view import MissionCalaverasView
from .mission_calaveras_view_draw import MissionCalaverasViewDraw
from .mission_calaveras_view_end_type_1 import MissionCalaverasViewEndType1
from .mission_calaveras_view_outcome_type_0 import MissionCalaverasViewOutcomeType0
from .mission_calaveras_view_outcome_type_0_detail import MissionCalaverasViewOutcomeType0Detail
from .mission_calaveras_view_outcome_type_0_detail_winning_team_type_1 import MissionCalaverasViewOutcomeType0DetailWinningTeamType1
from .mission_calaveras_view_players import MissionCalaverasViewPlayers
from .mission_calaveras_view_seats_item import MissionCalaverasViewSeatsItem
from .mission_calaveras_view_seats_item_hand import MissionCalaverasViewSeatsItemHand
from .mission_calaveras_view_seats_item_team import MissionCalaverasViewSeatsItemTeam
from .open_seat import OpenSeat
from .option import Option
from .outcome import Outcome
from .outcome_detail import OutcomeDetail
from .player import Player
from .problem import Problem
from .problem_errors import ProblemErrors
from .problem_type import ProblemType
from .problem_types import ProblemTypes
from .rules_section import RulesSection
from .seat import Seat
from .seat_token import SeatToken
from .seat_with_token import SeatWithToken
from .stream_end import StreamEnd
from .stream_end_event import StreamEndEvent
from .ticket import Ticket

__all__ = (
    "ActionRequest",
    "BotLevel",
    "BotLevelName",
    "BotRating",
    "CaretosActivateAction",
    "CaretosActivateActionMonster",
    "CaretosActivateActionPay",
    "CaretosActivateActionType",
    "CaretosActivatedEvent",
    "CaretosActivatedEventMonster",
    "CaretosActivatedEventNight",
    "CaretosActivatedEventPay",
    "CaretosBanishAction",
    "CaretosBanishActionType",
    "CaretosBonusBoughtEvent",
    "CaretosBonusRevealedEvent",
    "CaretosBonusScoredEvent",
    "CaretosBuyAction",
    "CaretosBuyActionType",
    "CaretosCampfirePlacedEvent",
    "CaretosCampfireReturnedEvent",
    "CaretosCampfireSpentEvent",
    "CaretosCampfireSpentEventPurpose",
    "CaretosCapturedEvent",
    "CaretosCapturedEventBy",
    "CaretosCapturedEventColour",
    "CaretosCardDrawnEvent",
    "CaretosCardsDealtEvent",
    "CaretosCardsDealtEventPile",
    "CaretosCauldronEvent",
    "CaretosCauldronEventMonster",
    "CaretosCauldronEventPushedOutType1",
    "CaretosCauldronEventPushedOutType2Type1",
    "CaretosCauldronEventPushedOutType3Type1",
    "CaretosChooseCaretoAction",
    "CaretosChooseCaretoActionCareto",
    "CaretosChooseCaretoActionType",
    "CaretosChooseStartAction",
    "CaretosChooseStartActionMonster",
    "CaretosChooseStartActionSymbol",
    "CaretosChooseStartActionType",
    "CaretosCreateGame",
    "CaretosCreateGameGame",
    "CaretosCreateGameOptionsType0",
    "CaretosCreateGameOptionsType0ReplacementBot",
    "CaretosDiscardsBoxedEvent",
    "CaretosEndTurnAction",
    "CaretosEndTurnActionType",
    "CaretosExtraMoveAction",
    "CaretosExtraMoveActionType",
    "CaretosFinalKeptEvent",
    "CaretosFledEvent",
    "CaretosFledEventColour",
    "CaretosFleeAction",
    "CaretosFleeActionColour",
    "CaretosFleeActionType",
    "CaretosGame",
    "CaretosGameEndedEvent",
    "CaretosGameEndedEventScoresItem",
    "CaretosGameStatus",
    "CaretosGatherAction",
    "CaretosGatherActionType",
    "CaretosKeepFinalAction",
    "CaretosKeepFinalActionType",
    "CaretosMovedEvent",
    "CaretosMovedEventPiece",
    "CaretosNightCardEvent",
    "CaretosNightCardEventExtraType1",
    "CaretosNightCardEventExtraType2Type1",
    "CaretosNightCardEventExtraType3Type1",
    "CaretosNightCardEventNight",
    "CaretosNightCardEventRuneType1",
    "CaretosNightCardEventRuneType2Type1",
    "CaretosNightCardEventRuneType3Type1",
    "CaretosPickMonsterAction",
    "CaretosPickMonsterActionMonster",
    "CaretosPickMonsterActionType",
    "CaretosPickVillagerAction",
    "CaretosPickVillagerActionColour",
    "CaretosPickVillagerActionType",
    "CaretosPlaceAction",
    "CaretosPlaceActionType",
    "CaretosPlacedEvent",
    "CaretosPlacedEventMonster",
    "CaretosPlacedEventWhy",
    "CaretosPlayAction",
    "CaretosPlayActionType",
    "CaretosReleaseAction",
    "CaretosReleaseActionMonster",
    "CaretosReleaseActionPay",
    "CaretosReleaseActionType",
    "CaretosReleasedEvent",
    "CaretosReleasedEventMonster",
    "CaretosReleasedEventPay",
    "CaretosScareAction",
    "CaretosScareActionType",
    "CaretosScaredEvent",
    "CaretosScaredEventBy",
    "CaretosScaredEventCampfire",
    "CaretosStartChosenEvent",
    "CaretosStartChosenEventMonstersItem",
    "CaretosStartChosenEventMonstersItemMonster",
    "CaretosStartChosenEventSymbol",
    "CaretosStepAction",
    "CaretosStepActionType",
    "CaretosStopAction",
    "CaretosStopActionType",
    "CaretosSwapAction",
    "CaretosSwapActionType",
    "CaretosSwapActionWith",
    "CaretosSwappedEvent",
    "CaretosSwappedEventMonster",
    "CaretosSwappedEventWith",
    "CaretosTurnEndedEvent",
    "CaretosView",
    "CaretosViewBanish",
    "CaretosViewBanishMonster",
    "CaretosViewBoard",
    "CaretosViewBonusDeck",
    "CaretosViewCaretoGroupType0",
    "CaretosViewCaretosItem",
    "CaretosViewCaretosItemName",
    "CaretosViewChooseCareto",
    "CaretosViewDecisionType0",
    "CaretosViewDecisionType0Kind",
    "CaretosViewFinalBox",
    "CaretosViewFlee",
    "CaretosViewGather",
    "CaretosViewKeepFinal",
    "CaretosViewMain",
    "CaretosViewMoiraDestination",
    "CaretosViewMoiraDestinationColour",
    "CaretosViewMonstersItem",
    "CaretosViewMonstersItemAtType1",
    "CaretosViewMonstersItemName",
    "CaretosViewMove",
    "CaretosViewMoveJumpsItem",
    "CaretosViewMoveMover",
    "CaretosViewMovePiece",
    "CaretosViewNightDeck",
    "CaretosViewPickMonster",
    "CaretosViewPickMonsterMonster",
    "CaretosViewPickVillager",
    "CaretosViewPickVillagerExcludedColour",
    "CaretosViewPickVillagerPurpose",
    "CaretosViewPlaceWitch",
    "CaretosViewPlaceWitchMonster",
    "CaretosViewPlayCard",
    "CaretosViewReturn",
    "CaretosViewReturnMonster",
    "CaretosViewScareFromAfar",
    "CaretosViewScareFromAfarMonster",
    "CaretosViewSeatsItem",
    "CaretosViewSeatsItemFinal",
    "CaretosViewSeatsItemHand",
    "CaretosViewSeatsItemSymbolType1",
    "CaretosViewSeatsItemSymbolType2Type1",
    "CaretosViewSeatsItemSymbolType3Type1",
    "CaretosViewStartSymbol",
    "CaretosViewSwap",
    "CaretosViewSwapMonster",
    "CaretosViewTurn",
    "CaretosViewTurnActivatedItem",
    "CaretosViewTurnExtraJumpsItem",
    "CaretosViewTurnLastActivatedType1",
    "CaretosViewTurnLastActivatedType2Type1",
    "CaretosViewTurnLastActivatedType3Type1",
    "CaretosViewTurnNightType1",
    "CaretosViewTurnNightType2Type1",
    "CaretosViewTurnNightType3Type1",
    "CaretosViewTurnScaredItem",
    "CaretosViewVillagersItem",
    "CaretosVillagerGatheredEvent",
    "CaretosVillagerGatheredEventColour",
    "CaretosVillagersPlacedEvent",
    "CaretosVillagersPlacedEventGroupsItem",
    "CatalogueEntry",
    "CatalogueEntryData",
    "Clock",
    "CreatedGame",
    "EncantadosAbilityEvent",
    "EncantadosAbilityEventRace",
    "EncantadosBuriedEvent",
    "EncantadosChoosePileAction",
    "EncantadosChoosePileActionPile",
    "EncantadosChoosePileActionType",
    "EncantadosChoosePlayerAction",
    "EncantadosChoosePlayerActionType",
    "EncantadosChosePlayerEvent",
    "EncantadosChosePlayerEventCause",
    "EncantadosCreateGame",
    "EncantadosCreateGameGame",
    "EncantadosCreateGameOptionsType0",
    "EncantadosCreateGameOptionsType0ReplacementBot",
    "EncantadosDealtEvent",
    "EncantadosDiscardAction",
    "EncantadosDiscardActionType",
    "EncantadosDiscardedEvent",
    "EncantadosDiscardedEventPile",
    "EncantadosDrawAction",
    "EncantadosDrawActionSource",
    "EncantadosDrawActionType",
    "EncantadosDrewEvent",
    "EncantadosDrewEventSource",
    "EncantadosEndLayingAction",
    "EncantadosEndLayingActionType",
    "EncantadosExpandAction",
    "EncantadosExpandActionRace",
    "EncantadosExpandActionType",
    "EncantadosGame",
    "EncantadosGameEndedEvent",
    "EncantadosGameStatus",
    "EncantadosKeepAction",
    "EncantadosKeepActionType",
    "EncantadosKeepAllAction",
    "EncantadosKeepAllActionType",
    "EncantadosKeptEvent",
    "EncantadosKoboldAction",
    "EncantadosKoboldActionType",
    "EncantadosLaidEvent",
    "EncantadosLaidEventRace",
    "EncantadosLayRaceAction",
    "EncantadosLayRaceActionType",
    "EncantadosLiftedEvent",
    "EncantadosPlacedEvent",
    "EncantadosPlacedEventGroup",
    "EncantadosPlaySongAction",
    "EncantadosPlaySongActionType",
    "EncantadosRoundEndedEvent",
    "EncantadosRoundEndedEventCause",
    "EncantadosRoundStartedEvent",
    "EncantadosScoredEvent",
    "EncantadosScoredEventUnitsItem",
    "EncantadosSearchDiscardAction",
    "EncantadosSearchDiscardActionType",
    "EncantadosSearchedEvent",
    "EncantadosSongEvent",
    "EncantadosSongEventSeason",
    "EncantadosTakeAction",
    "EncantadosTakeActionType",
    "EncantadosTradedEvent",
    "EncantadosTradeGiveAction",
    "EncantadosTradeGiveActionType",
    "EncantadosTradeReturnAction",
    "EncantadosTradeReturnActionType",
    "EncantadosTrollPlaceAction",
    "EncantadosTrollPlaceActionGroup",
    "EncantadosTrollPlaceActionType",
    "EncantadosTrollTakeAction",
    "EncantadosTrollTakeActionType",
    "EncantadosTurnEndedEvent",
    "EncantadosView",
    "EncantadosViewDecks",
    "EncantadosViewDrawPile",
    "EncantadosViewGardensItem",
    "EncantadosViewHandsItem",
    "EncantadosViewPendingItem",
    "EncantadosViewPendingItemDecision",
    "EncantadosViewPendingItemPile",
    "EncantadosViewPhase",
    "EncantadosViewPlayers",
    "EncantadosViewSearch",
    "EncantadosViewTurn",
    "GameLog",
    "GameLogOptions",
    "GameType",
    "GameTypeActionSchema",
    "GameTypeDetail",
    "GameTypeDetailActionSchema",
    "GameTypeDetailExtra",
    "GameTypeDetailViewSchema",
    "GameTypeExtra",
    "GameTypes",
    "GameTypeViewSchema",
    "GameUpdate",
    "GameUpdateEvent",
    "GameUpdateStatus",
    "GetGameTypeName",
    "GetProblemTypeKind",
    "Health",
    "Index",
    "IndexLinks",
    "JoinRequest",
    "ListGamesStatus",
    "LobbyGame",
    "LobbyGameOptions",
    "LobbyGameTable",
    "LobbyPage",
    "LogEntry",
    "LogEntryChange",
    "MissionCalaverasCreateGame",
    "MissionCalaverasCreateGameGame",
    "MissionCalaverasCreateGameOptionsType0",
    "MissionCalaverasCreateGameOptionsType0ReplacementBot",
    "MissionCalaverasDesignatedEvent",
    "MissionCalaverasDesignatedEventReason",
    "MissionCalaverasDiscardedEvent",
    "MissionCalaverasDiscardedEventAt",
    "MissionCalaverasDiscardedEventLocation",
    "MissionCalaverasDiscardTwistAction",
    "MissionCalaverasDiscardTwistActionType",
    "MissionCalaverasDrewEvent",
    "MissionCalaverasGame",
    "MissionCalaverasGameEndedEvent",
    "MissionCalaverasGameEndedEventEnd",
    "MissionCalaverasGameEndedEventWinningTeamType1",
    "MissionCalaverasGameStatus",
    "MissionCalaverasNicoleMovedEvent",
    "MissionCalaverasPlayAction",
    "MissionCalaverasPlayActionTo",
    "MissionCalaverasPlayActionType",
    "MissionCalaverasPlayedEvent",
    "MissionCalaverasPlayedEventLocation",
    "MissionCalaverasPlayedEventTo",
    "MissionCalaverasReshuffledEvent",
    "MissionCalaverasSkippedEvent",
    "MissionCalaverasTurnPassedEvent",
    "MissionCalaverasTwistAction",
    "MissionCalaverasTwistActionTo",
    "MissionCalaverasTwistActionType",
    "MissionCalaverasTwistEvent",
    "MissionCalaverasTwistEventFromType1",
    "MissionCalaverasTwistEventToType1",
    "MissionCalaverasView",
    "MissionCalaverasViewDraw",
    "MissionCalaverasViewEndType1",
    "MissionCalaverasViewOutcomeType0",
    "MissionCalaverasViewOutcomeType0Detail",
    "MissionCalaverasViewOutcomeType0DetailWinningTeamType1",
    "MissionCalaverasViewPlayers",
    "MissionCalaverasViewSeatsItem",
    "MissionCalaverasViewSeatsItemHand",
    "MissionCalaverasViewSeatsItemTeam",
    "OpenSeat",
    "Option",
    "Outcome",
    "OutcomeDetail",
    "Player",
    "Problem",
    "ProblemErrors",
    "ProblemType",
    "ProblemTypes",
    "RulesSection",
    "Seat",
    "SeatToken",
    "SeatWithToken",
    "StreamEnd",
    "StreamEndEvent",
    "Ticket",
)
