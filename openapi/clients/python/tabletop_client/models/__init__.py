""" Contains all the data models used in inputs/outputs """

from .action_request import ActionRequest
from .bot_level import BotLevel
from .bot_level_name import BotLevelName
from .caretos_activate_action import CaretosActivateAction
from .caretos_activate_action_monster import CaretosActivateActionMonster
from .caretos_activate_action_pay import CaretosActivateActionPay
from .caretos_activate_action_type import CaretosActivateActionType
from .caretos_banish_action import CaretosBanishAction
from .caretos_banish_action_type import CaretosBanishActionType
from .caretos_buy_action import CaretosBuyAction
from .caretos_buy_action_type import CaretosBuyActionType
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
from .caretos_end_turn_action import CaretosEndTurnAction
from .caretos_end_turn_action_type import CaretosEndTurnActionType
from .caretos_extra_move_action import CaretosExtraMoveAction
from .caretos_extra_move_action_type import CaretosExtraMoveActionType
from .caretos_flee_action import CaretosFleeAction
from .caretos_flee_action_colour import CaretosFleeActionColour
from .caretos_flee_action_type import CaretosFleeActionType
from .caretos_gather_action import CaretosGatherAction
from .caretos_gather_action_type import CaretosGatherActionType
from .caretos_keep_final_action import CaretosKeepFinalAction
from .caretos_keep_final_action_type import CaretosKeepFinalActionType
from .caretos_pick_monster_action import CaretosPickMonsterAction
from .caretos_pick_monster_action_monster import CaretosPickMonsterActionMonster
from .caretos_pick_monster_action_type import CaretosPickMonsterActionType
from .caretos_pick_villager_action import CaretosPickVillagerAction
from .caretos_pick_villager_action_colour import CaretosPickVillagerActionColour
from .caretos_pick_villager_action_type import CaretosPickVillagerActionType
from .caretos_place_action import CaretosPlaceAction
from .caretos_place_action_type import CaretosPlaceActionType
from .caretos_play_action import CaretosPlayAction
from .caretos_play_action_type import CaretosPlayActionType
from .caretos_release_action import CaretosReleaseAction
from .caretos_release_action_monster import CaretosReleaseActionMonster
from .caretos_release_action_pay import CaretosReleaseActionPay
from .caretos_release_action_type import CaretosReleaseActionType
from .caretos_scare_action import CaretosScareAction
from .caretos_scare_action_type import CaretosScareActionType
from .caretos_step_action import CaretosStepAction
from .caretos_step_action_type import CaretosStepActionType
from .caretos_stop_action import CaretosStopAction
from .caretos_stop_action_type import CaretosStopActionType
from .caretos_swap_action import CaretosSwapAction
from .caretos_swap_action_type import CaretosSwapActionType
from .caretos_swap_action_with import CaretosSwapActionWith
from .caretos_view import CaretosView
from .caretos_view_bonus_deck import CaretosViewBonusDeck
from .caretos_view_careto_group_type_0 import CaretosViewCaretoGroupType0
from .caretos_view_decision_type_0 import CaretosViewDecisionType0
from .caretos_view_final_box import CaretosViewFinalBox
from .caretos_view_monsters_item import CaretosViewMonstersItem
from .caretos_view_monsters_item_at_type_1 import CaretosViewMonstersItemAtType1
from .caretos_view_night_deck import CaretosViewNightDeck
from .caretos_view_seats_item import CaretosViewSeatsItem
from .caretos_view_seats_item_final import CaretosViewSeatsItemFinal
from .caretos_view_seats_item_hand import CaretosViewSeatsItemHand
from .caretos_view_turn import CaretosViewTurn
from .clock import Clock
from .created_game import CreatedGame
from .encantados_choose_pile_action import EncantadosChoosePileAction
from .encantados_choose_pile_action_pile import EncantadosChoosePileActionPile
from .encantados_choose_pile_action_type import EncantadosChoosePileActionType
from .encantados_choose_player_action import EncantadosChoosePlayerAction
from .encantados_choose_player_action_type import EncantadosChoosePlayerActionType
from .encantados_create_game import EncantadosCreateGame
from .encantados_create_game_game import EncantadosCreateGameGame
from .encantados_create_game_options_type_0 import EncantadosCreateGameOptionsType0
from .encantados_create_game_options_type_0_replacement_bot import EncantadosCreateGameOptionsType0ReplacementBot
from .encantados_discard_action import EncantadosDiscardAction
from .encantados_discard_action_type import EncantadosDiscardActionType
from .encantados_draw_action import EncantadosDrawAction
from .encantados_draw_action_source import EncantadosDrawActionSource
from .encantados_draw_action_type import EncantadosDrawActionType
from .encantados_end_laying_action import EncantadosEndLayingAction
from .encantados_end_laying_action_type import EncantadosEndLayingActionType
from .encantados_expand_action import EncantadosExpandAction
from .encantados_expand_action_race import EncantadosExpandActionRace
from .encantados_expand_action_type import EncantadosExpandActionType
from .encantados_keep_action import EncantadosKeepAction
from .encantados_keep_action_type import EncantadosKeepActionType
from .encantados_keep_all_action import EncantadosKeepAllAction
from .encantados_keep_all_action_type import EncantadosKeepAllActionType
from .encantados_kobold_action import EncantadosKoboldAction
from .encantados_kobold_action_type import EncantadosKoboldActionType
from .encantados_lay_race_action import EncantadosLayRaceAction
from .encantados_lay_race_action_type import EncantadosLayRaceActionType
from .encantados_play_song_action import EncantadosPlaySongAction
from .encantados_play_song_action_type import EncantadosPlaySongActionType
from .encantados_search_discard_action import EncantadosSearchDiscardAction
from .encantados_search_discard_action_type import EncantadosSearchDiscardActionType
from .encantados_take_action import EncantadosTakeAction
from .encantados_take_action_type import EncantadosTakeActionType
from .encantados_trade_give_action import EncantadosTradeGiveAction
from .encantados_trade_give_action_type import EncantadosTradeGiveActionType
from .encantados_trade_return_action import EncantadosTradeReturnAction
from .encantados_trade_return_action_type import EncantadosTradeReturnActionType
from .encantados_troll_place_action import EncantadosTrollPlaceAction
from .encantados_troll_place_action_group import EncantadosTrollPlaceActionGroup
from .encantados_troll_place_action_type import EncantadosTrollPlaceActionType
from .encantados_troll_take_action import EncantadosTrollTakeAction
from .encantados_troll_take_action_type import EncantadosTrollTakeActionType
from .encantados_view import EncantadosView
from .encantados_view_decks import EncantadosViewDecks
from .encantados_view_draw_pile import EncantadosViewDrawPile
from .encantados_view_gardens_item import EncantadosViewGardensItem
from .encantados_view_hands_item import EncantadosViewHandsItem
from .encantados_view_pending_item import EncantadosViewPendingItem
from .encantados_view_pending_item_decision import EncantadosViewPendingItemDecision
from .encantados_view_phase import EncantadosViewPhase
from .encantados_view_search import EncantadosViewSearch
from .encantados_view_turn import EncantadosViewTurn
from .game import Game
from .game_log import GameLog
from .game_log_options import GameLogOptions
from .game_outcome_type_0 import GameOutcomeType0
from .game_status import GameStatus
from .game_type import GameType
from .game_type_action_schema import GameTypeActionSchema
from .game_type_extra import GameTypeExtra
from .game_type_view_schema import GameTypeViewSchema
from .game_types import GameTypes
from .health import Health
from .join_request import JoinRequest
from .list_games_status import ListGamesStatus
from .lobby_game import LobbyGame
from .lobby_game_options import LobbyGameOptions
from .lobby_game_table import LobbyGameTable
from .lobby_page import LobbyPage
from .log_entry import LogEntry
from .mission_calaveras_create_game import MissionCalaverasCreateGame
from .mission_calaveras_create_game_game import MissionCalaverasCreateGameGame
from .mission_calaveras_create_game_options_type_0 import MissionCalaverasCreateGameOptionsType0
from .mission_calaveras_create_game_options_type_0_replacement_bot import MissionCalaverasCreateGameOptionsType0ReplacementBot
from .mission_calaveras_discard_twist_action import MissionCalaverasDiscardTwistAction
from .mission_calaveras_discard_twist_action_type import MissionCalaverasDiscardTwistActionType
from .mission_calaveras_play_action import MissionCalaverasPlayAction
from .mission_calaveras_play_action_to import MissionCalaverasPlayActionTo
from .mission_calaveras_play_action_type import MissionCalaverasPlayActionType
from .mission_calaveras_twist_action import MissionCalaverasTwistAction
from .mission_calaveras_twist_action_to import MissionCalaverasTwistActionTo
from .mission_calaveras_twist_action_type import MissionCalaverasTwistActionType
from .mission_calaveras_view import MissionCalaverasView
from .mission_calaveras_view_draw import MissionCalaverasViewDraw
from .mission_calaveras_view_end_type_1 import MissionCalaverasViewEndType1
from .mission_calaveras_view_outcome_type_0 import MissionCalaverasViewOutcomeType0
from .mission_calaveras_view_seats_item import MissionCalaverasViewSeatsItem
from .mission_calaveras_view_seats_item_hand import MissionCalaverasViewSeatsItemHand
from .mission_calaveras_view_seats_item_team import MissionCalaverasViewSeatsItemTeam
from .open_seat import OpenSeat
from .option import Option
from .player import Player
from .problem import Problem
from .problem_errors import ProblemErrors
from .seat import Seat
from .seat_token import SeatToken
from .seat_with_token import SeatWithToken

__all__ = (
    "ActionRequest",
    "BotLevel",
    "BotLevelName",
    "CaretosActivateAction",
    "CaretosActivateActionMonster",
    "CaretosActivateActionPay",
    "CaretosActivateActionType",
    "CaretosBanishAction",
    "CaretosBanishActionType",
    "CaretosBuyAction",
    "CaretosBuyActionType",
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
    "CaretosEndTurnAction",
    "CaretosEndTurnActionType",
    "CaretosExtraMoveAction",
    "CaretosExtraMoveActionType",
    "CaretosFleeAction",
    "CaretosFleeActionColour",
    "CaretosFleeActionType",
    "CaretosGatherAction",
    "CaretosGatherActionType",
    "CaretosKeepFinalAction",
    "CaretosKeepFinalActionType",
    "CaretosPickMonsterAction",
    "CaretosPickMonsterActionMonster",
    "CaretosPickMonsterActionType",
    "CaretosPickVillagerAction",
    "CaretosPickVillagerActionColour",
    "CaretosPickVillagerActionType",
    "CaretosPlaceAction",
    "CaretosPlaceActionType",
    "CaretosPlayAction",
    "CaretosPlayActionType",
    "CaretosReleaseAction",
    "CaretosReleaseActionMonster",
    "CaretosReleaseActionPay",
    "CaretosReleaseActionType",
    "CaretosScareAction",
    "CaretosScareActionType",
    "CaretosStepAction",
    "CaretosStepActionType",
    "CaretosStopAction",
    "CaretosStopActionType",
    "CaretosSwapAction",
    "CaretosSwapActionType",
    "CaretosSwapActionWith",
    "CaretosView",
    "CaretosViewBonusDeck",
    "CaretosViewCaretoGroupType0",
    "CaretosViewDecisionType0",
    "CaretosViewFinalBox",
    "CaretosViewMonstersItem",
    "CaretosViewMonstersItemAtType1",
    "CaretosViewNightDeck",
    "CaretosViewSeatsItem",
    "CaretosViewSeatsItemFinal",
    "CaretosViewSeatsItemHand",
    "CaretosViewTurn",
    "Clock",
    "CreatedGame",
    "EncantadosChoosePileAction",
    "EncantadosChoosePileActionPile",
    "EncantadosChoosePileActionType",
    "EncantadosChoosePlayerAction",
    "EncantadosChoosePlayerActionType",
    "EncantadosCreateGame",
    "EncantadosCreateGameGame",
    "EncantadosCreateGameOptionsType0",
    "EncantadosCreateGameOptionsType0ReplacementBot",
    "EncantadosDiscardAction",
    "EncantadosDiscardActionType",
    "EncantadosDrawAction",
    "EncantadosDrawActionSource",
    "EncantadosDrawActionType",
    "EncantadosEndLayingAction",
    "EncantadosEndLayingActionType",
    "EncantadosExpandAction",
    "EncantadosExpandActionRace",
    "EncantadosExpandActionType",
    "EncantadosKeepAction",
    "EncantadosKeepActionType",
    "EncantadosKeepAllAction",
    "EncantadosKeepAllActionType",
    "EncantadosKoboldAction",
    "EncantadosKoboldActionType",
    "EncantadosLayRaceAction",
    "EncantadosLayRaceActionType",
    "EncantadosPlaySongAction",
    "EncantadosPlaySongActionType",
    "EncantadosSearchDiscardAction",
    "EncantadosSearchDiscardActionType",
    "EncantadosTakeAction",
    "EncantadosTakeActionType",
    "EncantadosTradeGiveAction",
    "EncantadosTradeGiveActionType",
    "EncantadosTradeReturnAction",
    "EncantadosTradeReturnActionType",
    "EncantadosTrollPlaceAction",
    "EncantadosTrollPlaceActionGroup",
    "EncantadosTrollPlaceActionType",
    "EncantadosTrollTakeAction",
    "EncantadosTrollTakeActionType",
    "EncantadosView",
    "EncantadosViewDecks",
    "EncantadosViewDrawPile",
    "EncantadosViewGardensItem",
    "EncantadosViewHandsItem",
    "EncantadosViewPendingItem",
    "EncantadosViewPendingItemDecision",
    "EncantadosViewPhase",
    "EncantadosViewSearch",
    "EncantadosViewTurn",
    "Game",
    "GameLog",
    "GameLogOptions",
    "GameOutcomeType0",
    "GameStatus",
    "GameType",
    "GameTypeActionSchema",
    "GameTypeExtra",
    "GameTypes",
    "GameTypeViewSchema",
    "Health",
    "JoinRequest",
    "ListGamesStatus",
    "LobbyGame",
    "LobbyGameOptions",
    "LobbyGameTable",
    "LobbyPage",
    "LogEntry",
    "MissionCalaverasCreateGame",
    "MissionCalaverasCreateGameGame",
    "MissionCalaverasCreateGameOptionsType0",
    "MissionCalaverasCreateGameOptionsType0ReplacementBot",
    "MissionCalaverasDiscardTwistAction",
    "MissionCalaverasDiscardTwistActionType",
    "MissionCalaverasPlayAction",
    "MissionCalaverasPlayActionTo",
    "MissionCalaverasPlayActionType",
    "MissionCalaverasTwistAction",
    "MissionCalaverasTwistActionTo",
    "MissionCalaverasTwistActionType",
    "MissionCalaverasView",
    "MissionCalaverasViewDraw",
    "MissionCalaverasViewEndType1",
    "MissionCalaverasViewOutcomeType0",
    "MissionCalaverasViewSeatsItem",
    "MissionCalaverasViewSeatsItemHand",
    "MissionCalaverasViewSeatsItemTeam",
    "OpenSeat",
    "Option",
    "Player",
    "Problem",
    "ProblemErrors",
    "Seat",
    "SeatToken",
    "SeatWithToken",
)
