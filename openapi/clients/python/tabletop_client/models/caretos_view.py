from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.caretos_view_bonus_deck import CaretosViewBonusDeck
  from ..models.caretos_view_careto_group_type_0 import CaretosViewCaretoGroupType0
  from ..models.caretos_view_decision_type_0 import CaretosViewDecisionType0
  from ..models.caretos_view_final_box import CaretosViewFinalBox
  from ..models.caretos_view_monsters_item import CaretosViewMonstersItem
  from ..models.caretos_view_night_deck import CaretosViewNightDeck
  from ..models.caretos_view_seats_item import CaretosViewSeatsItem
  from ..models.caretos_view_turn import CaretosViewTurn





T = TypeVar("T", bound="CaretosView")



@_attrs_define
class CaretosView:
    """ What one seat (or a spectator) sees of a Caretos game.

        Attributes:
            board (str): board side (see describe().boards)
            bonus_deck (CaretosViewBonusDeck):
            bonus_face_up (list[str]):
            campfire_supply (int):
            campfires (list[bool]):
            caretos (list[int]):
            decision (CaretosViewDecisionType0 | None):
            monsters (list[CaretosViewMonstersItem]):
            night_deck (CaretosViewNightDeck):
            over (bool):
            pending (list[list[Any]]):
            players (int):
            seats (list[CaretosViewSeatsItem]):
            turn (CaretosViewTurn):
            viewer (int | None):
            villagers (list[str]): per location, colour letters (b g r w y) of its Villagers
            boxed_night (list[str] | Unset):
            careto_group (CaretosViewCaretoGroupType0 | None | Unset): a group acting as a Careto this turn (Bogeymen comet)
            counter (int | Unset):
            end_reason (str | Unset):
            experienced (bool | Unset):
            final_box (CaretosViewFinalBox | Unset):
            final_turns (int | Unset):
            villagers_boxed (int | Unset):
            villagers_left (int | Unset):
     """

    board: str
    bonus_deck: CaretosViewBonusDeck
    bonus_face_up: list[str]
    campfire_supply: int
    campfires: list[bool]
    caretos: list[int]
    decision: CaretosViewDecisionType0 | None
    monsters: list[CaretosViewMonstersItem]
    night_deck: CaretosViewNightDeck
    over: bool
    pending: list[list[Any]]
    players: int
    seats: list[CaretosViewSeatsItem]
    turn: CaretosViewTurn
    viewer: int | None
    villagers: list[str]
    boxed_night: list[str] | Unset = UNSET
    careto_group: CaretosViewCaretoGroupType0 | None | Unset = UNSET
    counter: int | Unset = UNSET
    end_reason: str | Unset = UNSET
    experienced: bool | Unset = UNSET
    final_box: CaretosViewFinalBox | Unset = UNSET
    final_turns: int | Unset = UNSET
    villagers_boxed: int | Unset = UNSET
    villagers_left: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.caretos_view_bonus_deck import CaretosViewBonusDeck # noqa: PLC0415
        from ..models.caretos_view_careto_group_type_0 import CaretosViewCaretoGroupType0 # noqa: PLC0415
        from ..models.caretos_view_decision_type_0 import CaretosViewDecisionType0 # noqa: PLC0415
        from ..models.caretos_view_final_box import CaretosViewFinalBox # noqa: PLC0415
        from ..models.caretos_view_monsters_item import CaretosViewMonstersItem # noqa: PLC0415
        from ..models.caretos_view_night_deck import CaretosViewNightDeck # noqa: PLC0415
        from ..models.caretos_view_seats_item import CaretosViewSeatsItem # noqa: PLC0415
        from ..models.caretos_view_turn import CaretosViewTurn # noqa: PLC0415
        board = self.board

        bonus_deck = self.bonus_deck.to_dict()

        bonus_face_up = self.bonus_face_up



        campfire_supply = self.campfire_supply

        campfires = self.campfires



        caretos = self.caretos



        decision: dict[str, Any] | None
        if isinstance(self.decision, CaretosViewDecisionType0):
            decision = self.decision.to_dict()
        else:
            decision = self.decision

        monsters = []
        for monsters_item_data in self.monsters:
            monsters_item = monsters_item_data.to_dict()
            monsters.append(monsters_item)



        night_deck = self.night_deck.to_dict()

        over = self.over

        pending = []
        for pending_item_data in self.pending:
            pending_item = pending_item_data


            pending.append(pending_item)



        players = self.players

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        turn = self.turn.to_dict()

        viewer: int | None
        viewer = self.viewer

        villagers = self.villagers



        boxed_night: list[str] | Unset = UNSET
        if not isinstance(self.boxed_night, Unset):
            boxed_night = self.boxed_night



        careto_group: dict[str, Any] | None | Unset
        if isinstance(self.careto_group, Unset):
            careto_group = UNSET
        elif isinstance(self.careto_group, CaretosViewCaretoGroupType0):
            careto_group = self.careto_group.to_dict()
        else:
            careto_group = self.careto_group

        counter = self.counter

        end_reason = self.end_reason

        experienced = self.experienced

        final_box: dict[str, Any] | Unset = UNSET
        if not isinstance(self.final_box, Unset):
            final_box = self.final_box.to_dict()

        final_turns = self.final_turns

        villagers_boxed = self.villagers_boxed

        villagers_left = self.villagers_left


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "bonus_deck": bonus_deck,
            "bonus_face_up": bonus_face_up,
            "campfire_supply": campfire_supply,
            "campfires": campfires,
            "caretos": caretos,
            "decision": decision,
            "monsters": monsters,
            "night_deck": night_deck,
            "over": over,
            "pending": pending,
            "players": players,
            "seats": seats,
            "turn": turn,
            "viewer": viewer,
            "villagers": villagers,
        })
        if boxed_night is not UNSET:
            field_dict["boxed_night"] = boxed_night
        if careto_group is not UNSET:
            field_dict["careto_group"] = careto_group
        if counter is not UNSET:
            field_dict["counter"] = counter
        if end_reason is not UNSET:
            field_dict["end_reason"] = end_reason
        if experienced is not UNSET:
            field_dict["experienced"] = experienced
        if final_box is not UNSET:
            field_dict["final_box"] = final_box
        if final_turns is not UNSET:
            field_dict["final_turns"] = final_turns
        if villagers_boxed is not UNSET:
            field_dict["villagers_boxed"] = villagers_boxed
        if villagers_left is not UNSET:
            field_dict["villagers_left"] = villagers_left

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.caretos_view_bonus_deck import CaretosViewBonusDeck # noqa: PLC0415
        from ..models.caretos_view_careto_group_type_0 import CaretosViewCaretoGroupType0 # noqa: PLC0415
        from ..models.caretos_view_decision_type_0 import CaretosViewDecisionType0 # noqa: PLC0415
        from ..models.caretos_view_final_box import CaretosViewFinalBox # noqa: PLC0415
        from ..models.caretos_view_monsters_item import CaretosViewMonstersItem # noqa: PLC0415
        from ..models.caretos_view_night_deck import CaretosViewNightDeck # noqa: PLC0415
        from ..models.caretos_view_seats_item import CaretosViewSeatsItem # noqa: PLC0415
        from ..models.caretos_view_turn import CaretosViewTurn # noqa: PLC0415
        d = dict(src_dict)
        board = d.pop("board")

        bonus_deck = CaretosViewBonusDeck.from_dict(d.pop("bonus_deck"))




        bonus_face_up = cast(list[str], d.pop("bonus_face_up"))


        campfire_supply = d.pop("campfire_supply")

        campfires = cast(list[bool], d.pop("campfires"))


        caretos = cast(list[int], d.pop("caretos"))


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
            pending_item = cast(list[Any], pending_item_data)

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


        villagers = cast(list[str], d.pop("villagers"))


        boxed_night = cast(list[str], d.pop("boxed_night", UNSET))


        def _parse_careto_group(data: object) -> CaretosViewCaretoGroupType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                careto_group_type_0 = CaretosViewCaretoGroupType0.from_dict(data)



                return careto_group_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosViewCaretoGroupType0 | None | Unset, data)

        careto_group = _parse_careto_group(d.pop("careto_group", UNSET))


        counter = d.pop("counter", UNSET)

        end_reason = d.pop("end_reason", UNSET)

        experienced = d.pop("experienced", UNSET)

        _final_box = d.pop("final_box", UNSET)
        final_box: CaretosViewFinalBox | Unset
        if isinstance(_final_box,  Unset):
            final_box = UNSET
        else:
            final_box = CaretosViewFinalBox.from_dict(_final_box)




        final_turns = d.pop("final_turns", UNSET)

        villagers_boxed = d.pop("villagers_boxed", UNSET)

        villagers_left = d.pop("villagers_left", UNSET)

        caretos_view = cls(
            board=board,
            bonus_deck=bonus_deck,
            bonus_face_up=bonus_face_up,
            campfire_supply=campfire_supply,
            campfires=campfires,
            caretos=caretos,
            decision=decision,
            monsters=monsters,
            night_deck=night_deck,
            over=over,
            pending=pending,
            players=players,
            seats=seats,
            turn=turn,
            viewer=viewer,
            villagers=villagers,
            boxed_night=boxed_night,
            careto_group=careto_group,
            counter=counter,
            end_reason=end_reason,
            experienced=experienced,
            final_box=final_box,
            final_turns=final_turns,
            villagers_boxed=villagers_boxed,
            villagers_left=villagers_left,
        )


        caretos_view.additional_properties = d
        return caretos_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
