from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.encantados_game_status import EncantadosGameStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
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
  from ..models.outcome import Outcome
  from ..models.seat import Seat





T = TypeVar("T", bound="EncantadosGame")



@_attrs_define
class EncantadosGame:
    """ A game of Encantados as one viewer sees it.

        Attributes:
            abort_reason (None | str): why it was aborted, in words for players (a player called it off, nobody took its
                open seats in time, the server stopped playing it); null unless aborted
            action_labels (list[str]): a human label for each of legal_actions, in the same order
            game (Literal['encantados']): which game it is (a name from GET /game-types)
            id (str): the game's id (in its URL)
            legal_actions (list[EncantadosChoosePileAction | EncantadosChoosePlayerAction | EncantadosDiscardAction |
                EncantadosDrawAction | EncantadosEndLayingAction | EncantadosExpandAction | EncantadosKeepAction |
                EncantadosKeepAllAction | EncantadosKoboldAction | EncantadosLayRaceAction | EncantadosPlaySongAction |
                EncantadosSearchDiscardAction | EncantadosTakeAction | EncantadosTradeGiveAction | EncantadosTradeReturnAction |
                EncantadosTrollPlaceAction | EncantadosTrollTakeAction]): what the viewer's seat may do now; empty otherwise
            listed (bool): shown in the lobby
            outcome (None | Outcome): how it ended (detail.resigned: the seats that resigned); null while it runs
            salt (None | str): revealed with the seed; recompute seed_commitment from both
            seat (int | None): the viewer's seat; null: spectator
            seats (list[Seat]): every seat
            seed (int | None): revealed once the game is over (finished or aborted)
            seed_commitment (None | str): SHA-256 hex of salt + ':' + decimal seed, from version 0; null when the creator
                chose the seed
            seeded_by_creator (bool): the creator chose the seed: the deal is theirs
            state (EncantadosView): An Encantados position as one seat (or a spectator) sees it. Units are the garden and
                score owners: each seat alone with 2, 3 or 5 players, teams of two with 4 or 6; lists 'per unit' follow the
                order of 'units'.
            status (EncantadosGameStatus): waiting: a seat is open, nobody acts; active: running; finished: over, see
                outcome; aborted: called off (by a player before any move, or by the server: abort_reason says why)
            to_act (list[int]): the seats that must decide now (a ghost's controller stands for it)
            version (int): counts the actions applied; send it with the next action
     """

    abort_reason: None | str
    action_labels: list[str]
    game: Literal['encantados']
    id: str
    legal_actions: list[EncantadosChoosePileAction | EncantadosChoosePlayerAction | EncantadosDiscardAction | EncantadosDrawAction | EncantadosEndLayingAction | EncantadosExpandAction | EncantadosKeepAction | EncantadosKeepAllAction | EncantadosKoboldAction | EncantadosLayRaceAction | EncantadosPlaySongAction | EncantadosSearchDiscardAction | EncantadosTakeAction | EncantadosTradeGiveAction | EncantadosTradeReturnAction | EncantadosTrollPlaceAction | EncantadosTrollTakeAction]
    listed: bool
    outcome: None | Outcome
    salt: None | str
    seat: int | None
    seats: list[Seat]
    seed: int | None
    seed_commitment: None | str
    seeded_by_creator: bool
    state: EncantadosView
    status: EncantadosGameStatus
    to_act: list[int]
    version: int





    def to_dict(self) -> dict[str, Any]:
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
            if isinstance(legal_actions_item_data, EncantadosDrawAction):
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
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        d = dict(src_dict)
        def _parse_abort_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        abort_reason = _parse_abort_reason(d.pop("abort_reason"))


        action_labels = cast(list[str], d.pop("action_labels"))


        game = cast(Literal['encantados'] , d.pop("game"))
        if game != 'encantados':
            raise ValueError(f"game must match const 'encantados', got '{game}'")

        id = d.pop("id")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            def _parse_legal_actions_item(data: object) -> EncantadosChoosePileAction | EncantadosChoosePlayerAction | EncantadosDiscardAction | EncantadosDrawAction | EncantadosEndLayingAction | EncantadosExpandAction | EncantadosKeepAction | EncantadosKeepAllAction | EncantadosKoboldAction | EncantadosLayRaceAction | EncantadosPlaySongAction | EncantadosSearchDiscardAction | EncantadosTakeAction | EncantadosTradeGiveAction | EncantadosTradeReturnAction | EncantadosTrollPlaceAction | EncantadosTrollTakeAction:
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_encantados_action_type_16 = EncantadosTrollPlaceAction.from_dict(data)



                return componentsschemas_encantados_action_type_16

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

        state = EncantadosView.from_dict(d.pop("state"))




        status = EncantadosGameStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        version = d.pop("version")

        encantados_game = cls(
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

        return encantados_game

