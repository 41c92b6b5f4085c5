from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_view_turn_activated_item import CaretosViewTurnActivatedItem
from ..models.caretos_view_turn_extra_jumps_item import CaretosViewTurnExtraJumpsItem
from ..models.caretos_view_turn_last_activated_type_1 import CaretosViewTurnLastActivatedType1
from ..models.caretos_view_turn_last_activated_type_2_type_1 import CaretosViewTurnLastActivatedType2Type1
from ..models.caretos_view_turn_last_activated_type_3_type_1 import CaretosViewTurnLastActivatedType3Type1
from ..models.caretos_view_turn_night_type_1 import CaretosViewTurnNightType1
from ..models.caretos_view_turn_night_type_2_type_1 import CaretosViewTurnNightType2Type1
from ..models.caretos_view_turn_night_type_3_type_1 import CaretosViewTurnNightType3Type1
from ..models.caretos_view_turn_scared_item import CaretosViewTurnScaredItem
from typing import cast






T = TypeVar("T", bound="CaretosViewTurn")



@_attrs_define
class CaretosViewTurn:
    """ the turn in progress

        Attributes:
            activated (list[CaretosViewTurnActivatedItem]): Monsters activated this turn
            activations (int): activations so far this turn
            bought (list[str]): Bonus Cards bought this turn (they cannot be completed this turn)
            campfires_spent (bool): the turn's one spending action is used
            current (int): the seat whose turn it is
            extra_jumps (list[CaretosViewTurnExtraJumpsItem]): kinds the extra move may jump between
            extra_pass_through (bool): the extra move passes through pieces
            last_activated (CaretosViewTurnLastActivatedType1 | CaretosViewTurnLastActivatedType2Type1 |
                CaretosViewTurnLastActivatedType3Type1 | None): the Monster activated last (the Campfire extra move moves it)
            maria_used (bool): Maria Gancha's bonus move was used this turn
            night (CaretosViewTurnNightType1 | CaretosViewTurnNightType2Type1 | CaretosViewTurnNightType3Type1 | None):
                tonight's symbol; null before a card is played
            played (None | str): the Night Card played this turn; null before
            rune_bonus (bool): the matching runes' benefit is still unused
            rune_match (bool): its rune matches the card below it
            scared (list[CaretosViewTurnScaredItem]): Monsters that scared a group this turn (no extra move for them)
     """

    activated: list[CaretosViewTurnActivatedItem]
    activations: int
    bought: list[str]
    campfires_spent: bool
    current: int
    extra_jumps: list[CaretosViewTurnExtraJumpsItem]
    extra_pass_through: bool
    last_activated: CaretosViewTurnLastActivatedType1 | CaretosViewTurnLastActivatedType2Type1 | CaretosViewTurnLastActivatedType3Type1 | None
    maria_used: bool
    night: CaretosViewTurnNightType1 | CaretosViewTurnNightType2Type1 | CaretosViewTurnNightType3Type1 | None
    played: None | str
    rune_bonus: bool
    rune_match: bool
    scared: list[CaretosViewTurnScaredItem]





    def to_dict(self) -> dict[str, Any]:
        activated = []
        for activated_item_data in self.activated:
            activated_item = activated_item_data.value
            activated.append(activated_item)



        activations = self.activations

        bought = self.bought



        campfires_spent = self.campfires_spent

        current = self.current

        extra_jumps = []
        for extra_jumps_item_data in self.extra_jumps:
            extra_jumps_item = extra_jumps_item_data.value
            extra_jumps.append(extra_jumps_item)



        extra_pass_through = self.extra_pass_through

        last_activated: None | str
        if isinstance(self.last_activated, CaretosViewTurnLastActivatedType1):
            last_activated = self.last_activated.value
        elif isinstance(self.last_activated, CaretosViewTurnLastActivatedType2Type1):
            last_activated = self.last_activated.value
        elif isinstance(self.last_activated, CaretosViewTurnLastActivatedType3Type1):
            last_activated = self.last_activated.value
        else:
            last_activated = self.last_activated

        maria_used = self.maria_used

        night: None | str
        if isinstance(self.night, CaretosViewTurnNightType1):
            night = self.night.value
        elif isinstance(self.night, CaretosViewTurnNightType2Type1):
            night = self.night.value
        elif isinstance(self.night, CaretosViewTurnNightType3Type1):
            night = self.night.value
        else:
            night = self.night

        played: None | str
        played = self.played

        rune_bonus = self.rune_bonus

        rune_match = self.rune_match

        scared = []
        for scared_item_data in self.scared:
            scared_item = scared_item_data.value
            scared.append(scared_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "activated": activated,
            "activations": activations,
            "bought": bought,
            "campfires_spent": campfires_spent,
            "current": current,
            "extra_jumps": extra_jumps,
            "extra_pass_through": extra_pass_through,
            "last_activated": last_activated,
            "maria_used": maria_used,
            "night": night,
            "played": played,
            "rune_bonus": rune_bonus,
            "rune_match": rune_match,
            "scared": scared,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        activated = []
        _activated = d.pop("activated")
        for activated_item_data in (_activated):
            activated_item = CaretosViewTurnActivatedItem(activated_item_data)



            activated.append(activated_item)


        activations = d.pop("activations")

        bought = cast(list[str], d.pop("bought"))


        campfires_spent = d.pop("campfires_spent")

        current = d.pop("current")

        extra_jumps = []
        _extra_jumps = d.pop("extra_jumps")
        for extra_jumps_item_data in (_extra_jumps):
            extra_jumps_item = CaretosViewTurnExtraJumpsItem(extra_jumps_item_data)



            extra_jumps.append(extra_jumps_item)


        extra_pass_through = d.pop("extra_pass_through")

        def _parse_last_activated(data: object) -> CaretosViewTurnLastActivatedType1 | CaretosViewTurnLastActivatedType2Type1 | CaretosViewTurnLastActivatedType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_activated_type_1 = CaretosViewTurnLastActivatedType1(data)



                return last_activated_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_activated_type_2_type_1 = CaretosViewTurnLastActivatedType2Type1(data)



                return last_activated_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_activated_type_3_type_1 = CaretosViewTurnLastActivatedType3Type1(data)



                return last_activated_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosViewTurnLastActivatedType1 | CaretosViewTurnLastActivatedType2Type1 | CaretosViewTurnLastActivatedType3Type1 | None, data)

        last_activated = _parse_last_activated(d.pop("last_activated"))


        maria_used = d.pop("maria_used")

        def _parse_night(data: object) -> CaretosViewTurnNightType1 | CaretosViewTurnNightType2Type1 | CaretosViewTurnNightType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                night_type_1 = CaretosViewTurnNightType1(data)



                return night_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                night_type_2_type_1 = CaretosViewTurnNightType2Type1(data)



                return night_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                night_type_3_type_1 = CaretosViewTurnNightType3Type1(data)



                return night_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosViewTurnNightType1 | CaretosViewTurnNightType2Type1 | CaretosViewTurnNightType3Type1 | None, data)

        night = _parse_night(d.pop("night"))


        def _parse_played(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        played = _parse_played(d.pop("played"))


        rune_bonus = d.pop("rune_bonus")

        rune_match = d.pop("rune_match")

        scared = []
        _scared = d.pop("scared")
        for scared_item_data in (_scared):
            scared_item = CaretosViewTurnScaredItem(scared_item_data)



            scared.append(scared_item)


        caretos_view_turn = cls(
            activated=activated,
            activations=activations,
            bought=bought,
            campfires_spent=campfires_spent,
            current=current,
            extra_jumps=extra_jumps,
            extra_pass_through=extra_pass_through,
            last_activated=last_activated,
            maria_used=maria_used,
            night=night,
            played=played,
            rune_bonus=rune_bonus,
            rune_match=rune_match,
            scared=scared,
        )

        return caretos_view_turn

