from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_board import CaretosViewBoard
from typing import cast

if TYPE_CHECKING:
  from ..models.caretos_view_banish import CaretosViewBanish
  from ..models.caretos_view_bonus_deck import CaretosViewBonusDeck
  from ..models.caretos_view_careto_group_type_0 import CaretosViewCaretoGroupType0
  from ..models.caretos_view_caretos_item import CaretosViewCaretosItem
  from ..models.caretos_view_choose_careto import CaretosViewChooseCareto
  from ..models.caretos_view_decision_type_0 import CaretosViewDecisionType0
  from ..models.caretos_view_final_box import CaretosViewFinalBox
  from ..models.caretos_view_flee import CaretosViewFlee
  from ..models.caretos_view_gather import CaretosViewGather
  from ..models.caretos_view_keep_final import CaretosViewKeepFinal
  from ..models.caretos_view_main import CaretosViewMain
  from ..models.caretos_view_moira_destination import CaretosViewMoiraDestination
  from ..models.caretos_view_monsters_item import CaretosViewMonstersItem
  from ..models.caretos_view_move import CaretosViewMove
  from ..models.caretos_view_night_deck import CaretosViewNightDeck
  from ..models.caretos_view_pick_monster import CaretosViewPickMonster
  from ..models.caretos_view_pick_villager import CaretosViewPickVillager
  from ..models.caretos_view_place_witch import CaretosViewPlaceWitch
  from ..models.caretos_view_play_card import CaretosViewPlayCard
  from ..models.caretos_view_return import CaretosViewReturn
  from ..models.caretos_view_scare_from_afar import CaretosViewScareFromAfar
  from ..models.caretos_view_seats_item import CaretosViewSeatsItem
  from ..models.caretos_view_start_symbol import CaretosViewStartSymbol
  from ..models.caretos_view_swap import CaretosViewSwap
  from ..models.caretos_view_turn import CaretosViewTurn
  from ..models.caretos_view_villagers_item import CaretosViewVillagersItem





T = TypeVar("T", bound="CaretosView")



@_attrs_define
class CaretosView:
    """ What one seat (or a spectator) sees of a Caretos game.

        Attributes:
            board (CaretosViewBoard): the board side in play (drawn from GET /game-types boards)
            bonus_deck (CaretosViewBonusDeck): the Bonus Card draw pile
            bonus_face_up (list[str]): the face-up Bonus Cards for sale
            boxed_night (list[str]): Night Cards out of the game (discards boxed after matching runes)
            campfire_supply (int): Campfires in the common supply
            careto_group (CaretosViewCaretoGroupType0 | None): a group acting as a Careto this turn (Bogeymen's comet); null
                when there is none
            caretos (list[CaretosViewCaretosItem]): the two Caretos
            counter (int): reserved counter of the state (always 1)
            dealt (bool): Villagers placed and cards dealt (after every start symbol was chosen)
            decision (CaretosViewDecisionType0 | None): the decision now; null once the game is over
            end_reason (str): why it ended; empty while it runs
            experienced (bool): experienced variant: two Final Bonus Cards, keep one
            final_box (CaretosViewFinalBox): Final Bonus Cards not in play
            final_turns (int): turns left once the last Night Card was drawn; -1 before
            monsters (list[CaretosViewMonstersItem]): the Monsters in this game
            night_deck (CaretosViewNightDeck): the Night Card draw pile
            over (bool): the game has ended
            pending (list[CaretosViewBanish | CaretosViewChooseCareto | CaretosViewFlee | CaretosViewGather |
                CaretosViewKeepFinal | CaretosViewMain | CaretosViewMoiraDestination | CaretosViewMove | CaretosViewPickMonster
                | CaretosViewPickVillager | CaretosViewPlaceWitch | CaretosViewPlayCard | CaretosViewReturn |
                CaretosViewScareFromAfar | CaretosViewStartSymbol | CaretosViewSwap]): decisions in progress, the bottom first:
                the last one is now
            players (int): number of players
            seats (list[CaretosViewSeatsItem]): each seat, in seat order
            turn (CaretosViewTurn): the turn in progress
            viewer (int | None): the seat this view is for; null for a spectator
            villagers (list[CaretosViewVillagersItem]): every location holding Villagers, by location id
            villagers_boxed (int): Villagers out of the game (taken by Caretos, or left in the box with two players)
            villagers_left (int): Villagers still on the board (with the Careto group)
     """

    board: CaretosViewBoard
    bonus_deck: CaretosViewBonusDeck
    bonus_face_up: list[str]
    boxed_night: list[str]
    campfire_supply: int
    careto_group: CaretosViewCaretoGroupType0 | None
    caretos: list[CaretosViewCaretosItem]
    counter: int
    dealt: bool
    decision: CaretosViewDecisionType0 | None
    end_reason: str
    experienced: bool
    final_box: CaretosViewFinalBox
    final_turns: int
    monsters: list[CaretosViewMonstersItem]
    night_deck: CaretosViewNightDeck
    over: bool
    pending: list[CaretosViewBanish | CaretosViewChooseCareto | CaretosViewFlee | CaretosViewGather | CaretosViewKeepFinal | CaretosViewMain | CaretosViewMoiraDestination | CaretosViewMove | CaretosViewPickMonster | CaretosViewPickVillager | CaretosViewPlaceWitch | CaretosViewPlayCard | CaretosViewReturn | CaretosViewScareFromAfar | CaretosViewStartSymbol | CaretosViewSwap]
    players: int
    seats: list[CaretosViewSeatsItem]
    turn: CaretosViewTurn
    viewer: int | None
    villagers: list[CaretosViewVillagersItem]
    villagers_boxed: int
    villagers_left: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.caretos_view_banish import CaretosViewBanish # noqa: PLC0415
        from ..models.caretos_view_bonus_deck import CaretosViewBonusDeck # noqa: PLC0415
        from ..models.caretos_view_careto_group_type_0 import CaretosViewCaretoGroupType0 # noqa: PLC0415
        from ..models.caretos_view_caretos_item import CaretosViewCaretosItem # noqa: PLC0415
        from ..models.caretos_view_choose_careto import CaretosViewChooseCareto # noqa: PLC0415
        from ..models.caretos_view_decision_type_0 import CaretosViewDecisionType0 # noqa: PLC0415
        from ..models.caretos_view_final_box import CaretosViewFinalBox # noqa: PLC0415
        from ..models.caretos_view_flee import CaretosViewFlee # noqa: PLC0415
        from ..models.caretos_view_gather import CaretosViewGather # noqa: PLC0415
        from ..models.caretos_view_keep_final import CaretosViewKeepFinal # noqa: PLC0415
        from ..models.caretos_view_main import CaretosViewMain # noqa: PLC0415
        from ..models.caretos_view_moira_destination import CaretosViewMoiraDestination # noqa: PLC0415
        from ..models.caretos_view_monsters_item import CaretosViewMonstersItem # noqa: PLC0415
        from ..models.caretos_view_move import CaretosViewMove # noqa: PLC0415
        from ..models.caretos_view_night_deck import CaretosViewNightDeck # noqa: PLC0415
        from ..models.caretos_view_pick_monster import CaretosViewPickMonster # noqa: PLC0415
        from ..models.caretos_view_pick_villager import CaretosViewPickVillager # noqa: PLC0415
        from ..models.caretos_view_place_witch import CaretosViewPlaceWitch # noqa: PLC0415
        from ..models.caretos_view_play_card import CaretosViewPlayCard # noqa: PLC0415
        from ..models.caretos_view_return import CaretosViewReturn # noqa: PLC0415
        from ..models.caretos_view_scare_from_afar import CaretosViewScareFromAfar # noqa: PLC0415
        from ..models.caretos_view_seats_item import CaretosViewSeatsItem # noqa: PLC0415
        from ..models.caretos_view_start_symbol import CaretosViewStartSymbol # noqa: PLC0415
        from ..models.caretos_view_swap import CaretosViewSwap # noqa: PLC0415
        from ..models.caretos_view_turn import CaretosViewTurn # noqa: PLC0415
        from ..models.caretos_view_villagers_item import CaretosViewVillagersItem # noqa: PLC0415
        board = self.board.value

        bonus_deck = self.bonus_deck.to_dict()

        bonus_face_up = self.bonus_face_up



        boxed_night = self.boxed_night



        campfire_supply = self.campfire_supply

        careto_group: dict[str, Any] | None
        if isinstance(self.careto_group, CaretosViewCaretoGroupType0):
            careto_group = self.careto_group.to_dict()
        else:
            careto_group = self.careto_group

        caretos = []
        for caretos_item_data in self.caretos:
            caretos_item = caretos_item_data.to_dict()
            caretos.append(caretos_item)



        counter = self.counter

        dealt = self.dealt

        decision: dict[str, Any] | None
        if isinstance(self.decision, CaretosViewDecisionType0):
            decision = self.decision.to_dict()
        else:
            decision = self.decision

        end_reason = self.end_reason

        experienced = self.experienced

        final_box = self.final_box.to_dict()

        final_turns = self.final_turns

        monsters = []
        for monsters_item_data in self.monsters:
            monsters_item = monsters_item_data.to_dict()
            monsters.append(monsters_item)



        night_deck = self.night_deck.to_dict()

        over = self.over

        pending = []
        for pending_item_data in self.pending:
            pending_item: dict[str, Any]
            if isinstance(pending_item_data, CaretosViewStartSymbol):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewKeepFinal):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewPlayCard):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewMain):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewGather):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewChooseCareto):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewMove):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewFlee):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewReturn):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewBanish):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewSwap):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewPickVillager):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewMoiraDestination):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewPickMonster):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, CaretosViewScareFromAfar):
                pending_item = pending_item_data.to_dict()
            else:
                pending_item = pending_item_data.to_dict()

            pending.append(pending_item)



        players = self.players

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        turn = self.turn.to_dict()

        viewer: int | None
        viewer = self.viewer

        villagers = []
        for villagers_item_data in self.villagers:
            villagers_item = villagers_item_data.to_dict()
            villagers.append(villagers_item)



        villagers_boxed = self.villagers_boxed

        villagers_left = self.villagers_left


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "board": board,
            "bonus_deck": bonus_deck,
            "bonus_face_up": bonus_face_up,
            "boxed_night": boxed_night,
            "campfire_supply": campfire_supply,
            "careto_group": careto_group,
            "caretos": caretos,
            "counter": counter,
            "dealt": dealt,
            "decision": decision,
            "end_reason": end_reason,
            "experienced": experienced,
            "final_box": final_box,
            "final_turns": final_turns,
            "monsters": monsters,
            "night_deck": night_deck,
            "over": over,
            "pending": pending,
            "players": players,
            "seats": seats,
            "turn": turn,
            "viewer": viewer,
            "villagers": villagers,
            "villagers_boxed": villagers_boxed,
            "villagers_left": villagers_left,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.caretos_view_banish import CaretosViewBanish # noqa: PLC0415
        from ..models.caretos_view_bonus_deck import CaretosViewBonusDeck # noqa: PLC0415
        from ..models.caretos_view_careto_group_type_0 import CaretosViewCaretoGroupType0 # noqa: PLC0415
        from ..models.caretos_view_caretos_item import CaretosViewCaretosItem # noqa: PLC0415
        from ..models.caretos_view_choose_careto import CaretosViewChooseCareto # noqa: PLC0415
        from ..models.caretos_view_decision_type_0 import CaretosViewDecisionType0 # noqa: PLC0415
        from ..models.caretos_view_final_box import CaretosViewFinalBox # noqa: PLC0415
        from ..models.caretos_view_flee import CaretosViewFlee # noqa: PLC0415
        from ..models.caretos_view_gather import CaretosViewGather # noqa: PLC0415
        from ..models.caretos_view_keep_final import CaretosViewKeepFinal # noqa: PLC0415
        from ..models.caretos_view_main import CaretosViewMain # noqa: PLC0415
        from ..models.caretos_view_moira_destination import CaretosViewMoiraDestination # noqa: PLC0415
        from ..models.caretos_view_monsters_item import CaretosViewMonstersItem # noqa: PLC0415
        from ..models.caretos_view_move import CaretosViewMove # noqa: PLC0415
        from ..models.caretos_view_night_deck import CaretosViewNightDeck # noqa: PLC0415
        from ..models.caretos_view_pick_monster import CaretosViewPickMonster # noqa: PLC0415
        from ..models.caretos_view_pick_villager import CaretosViewPickVillager # noqa: PLC0415
        from ..models.caretos_view_place_witch import CaretosViewPlaceWitch # noqa: PLC0415
        from ..models.caretos_view_play_card import CaretosViewPlayCard # noqa: PLC0415
        from ..models.caretos_view_return import CaretosViewReturn # noqa: PLC0415
        from ..models.caretos_view_scare_from_afar import CaretosViewScareFromAfar # noqa: PLC0415
        from ..models.caretos_view_seats_item import CaretosViewSeatsItem # noqa: PLC0415
        from ..models.caretos_view_start_symbol import CaretosViewStartSymbol # noqa: PLC0415
        from ..models.caretos_view_swap import CaretosViewSwap # noqa: PLC0415
        from ..models.caretos_view_turn import CaretosViewTurn # noqa: PLC0415
        from ..models.caretos_view_villagers_item import CaretosViewVillagersItem # noqa: PLC0415
        d = dict(src_dict)
        board = CaretosViewBoard(d.pop("board"))




        bonus_deck = CaretosViewBonusDeck.from_dict(d.pop("bonus_deck"))




        bonus_face_up = cast(list[str], d.pop("bonus_face_up"))


        boxed_night = cast(list[str], d.pop("boxed_night"))


        campfire_supply = d.pop("campfire_supply")

        def _parse_careto_group(data: object) -> CaretosViewCaretoGroupType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                careto_group_type_0 = CaretosViewCaretoGroupType0.from_dict(data)



                return careto_group_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosViewCaretoGroupType0 | None, data)

        careto_group = _parse_careto_group(d.pop("careto_group"))


        caretos = []
        _caretos = d.pop("caretos")
        for caretos_item_data in (_caretos):
            caretos_item = CaretosViewCaretosItem.from_dict(caretos_item_data)



            caretos.append(caretos_item)


        counter = d.pop("counter")

        dealt = d.pop("dealt")

        def _parse_decision(data: object) -> CaretosViewDecisionType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0 = CaretosViewDecisionType0.from_dict(data)



                return decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosViewDecisionType0 | None, data)

        decision = _parse_decision(d.pop("decision"))


        end_reason = d.pop("end_reason")

        experienced = d.pop("experienced")

        final_box = CaretosViewFinalBox.from_dict(d.pop("final_box"))




        final_turns = d.pop("final_turns")

        monsters = []
        _monsters = d.pop("monsters")
        for monsters_item_data in (_monsters):
            monsters_item = CaretosViewMonstersItem.from_dict(monsters_item_data)



            monsters.append(monsters_item)


        night_deck = CaretosViewNightDeck.from_dict(d.pop("night_deck"))




        over = d.pop("over")

        pending = []
        _pending = d.pop("pending")
        for pending_item_data in (_pending):
            def _parse_pending_item(data: object) -> CaretosViewBanish | CaretosViewChooseCareto | CaretosViewFlee | CaretosViewGather | CaretosViewKeepFinal | CaretosViewMain | CaretosViewMoiraDestination | CaretosViewMove | CaretosViewPickMonster | CaretosViewPickVillager | CaretosViewPlaceWitch | CaretosViewPlayCard | CaretosViewReturn | CaretosViewScareFromAfar | CaretosViewStartSymbol | CaretosViewSwap:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_start_symbol = CaretosViewStartSymbol.from_dict(data)



                    return pending_item_start_symbol
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_keep_final = CaretosViewKeepFinal.from_dict(data)



                    return pending_item_keep_final
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_play_card = CaretosViewPlayCard.from_dict(data)



                    return pending_item_play_card
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_main = CaretosViewMain.from_dict(data)



                    return pending_item_main
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_gather = CaretosViewGather.from_dict(data)



                    return pending_item_gather
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_choose_careto = CaretosViewChooseCareto.from_dict(data)



                    return pending_item_choose_careto
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_move = CaretosViewMove.from_dict(data)



                    return pending_item_move
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_flee = CaretosViewFlee.from_dict(data)



                    return pending_item_flee
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_return = CaretosViewReturn.from_dict(data)



                    return pending_item_return
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_banish = CaretosViewBanish.from_dict(data)



                    return pending_item_banish
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_swap = CaretosViewSwap.from_dict(data)



                    return pending_item_swap
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_pick_villager = CaretosViewPickVillager.from_dict(data)



                    return pending_item_pick_villager
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_moira_destination = CaretosViewMoiraDestination.from_dict(data)



                    return pending_item_moira_destination
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_pick_monster = CaretosViewPickMonster.from_dict(data)



                    return pending_item_pick_monster
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_scare_from_afar = CaretosViewScareFromAfar.from_dict(data)



                    return pending_item_scare_from_afar
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                pending_item_place_witch = CaretosViewPlaceWitch.from_dict(data)



                return pending_item_place_witch

            pending_item = _parse_pending_item(pending_item_data)

            pending.append(pending_item)


        players = d.pop("players")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = CaretosViewSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        turn = CaretosViewTurn.from_dict(d.pop("turn"))




        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        villagers = []
        _villagers = d.pop("villagers")
        for villagers_item_data in (_villagers):
            villagers_item = CaretosViewVillagersItem.from_dict(villagers_item_data)



            villagers.append(villagers_item)


        villagers_boxed = d.pop("villagers_boxed")

        villagers_left = d.pop("villagers_left")

        caretos_view = cls(
            board=board,
            bonus_deck=bonus_deck,
            bonus_face_up=bonus_face_up,
            boxed_night=boxed_night,
            campfire_supply=campfire_supply,
            careto_group=careto_group,
            caretos=caretos,
            counter=counter,
            dealt=dealt,
            decision=decision,
            end_reason=end_reason,
            experienced=experienced,
            final_box=final_box,
            final_turns=final_turns,
            monsters=monsters,
            night_deck=night_deck,
            over=over,
            pending=pending,
            players=players,
            seats=seats,
            turn=turn,
            viewer=viewer,
            villagers=villagers,
            villagers_boxed=villagers_boxed,
            villagers_left=villagers_left,
        )

        return caretos_view

