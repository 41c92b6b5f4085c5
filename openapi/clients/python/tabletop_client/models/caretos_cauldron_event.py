from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_cauldron_event_monster import CaretosCauldronEventMonster
from ..models.caretos_cauldron_event_pushed_out_type_1 import CaretosCauldronEventPushedOutType1
from ..models.caretos_cauldron_event_pushed_out_type_2_type_1 import CaretosCauldronEventPushedOutType2Type1
from ..models.caretos_cauldron_event_pushed_out_type_3_type_1 import CaretosCauldronEventPushedOutType3Type1
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CaretosCauldronEvent")



@_attrs_define
class CaretosCauldronEvent:
    """ a Monster went into the Cauldron

        Attributes:
            at (int): where it was taken
            monster (CaretosCauldronEventMonster): a Monster
            pushed_out (CaretosCauldronEventPushedOutType1 | CaretosCauldronEventPushedOutType2Type1 |
                CaretosCauldronEventPushedOutType3Type1 | None): the Monster pushed out to return; null for none
            type_ (Literal['cauldron']): the event kind
     """

    at: int
    monster: CaretosCauldronEventMonster
    pushed_out: CaretosCauldronEventPushedOutType1 | CaretosCauldronEventPushedOutType2Type1 | CaretosCauldronEventPushedOutType3Type1 | None
    type_: Literal['cauldron']





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        monster = self.monster.value

        pushed_out: None | str
        if isinstance(self.pushed_out, CaretosCauldronEventPushedOutType1):
            pushed_out = self.pushed_out.value
        elif isinstance(self.pushed_out, CaretosCauldronEventPushedOutType2Type1):
            pushed_out = self.pushed_out.value
        elif isinstance(self.pushed_out, CaretosCauldronEventPushedOutType3Type1):
            pushed_out = self.pushed_out.value
        else:
            pushed_out = self.pushed_out

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "monster": monster,
            "pushed_out": pushed_out,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        monster = CaretosCauldronEventMonster(d.pop("monster"))




        def _parse_pushed_out(data: object) -> CaretosCauldronEventPushedOutType1 | CaretosCauldronEventPushedOutType2Type1 | CaretosCauldronEventPushedOutType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pushed_out_type_1 = CaretosCauldronEventPushedOutType1(data)



                return pushed_out_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pushed_out_type_2_type_1 = CaretosCauldronEventPushedOutType2Type1(data)



                return pushed_out_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pushed_out_type_3_type_1 = CaretosCauldronEventPushedOutType3Type1(data)



                return pushed_out_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaretosCauldronEventPushedOutType1 | CaretosCauldronEventPushedOutType2Type1 | CaretosCauldronEventPushedOutType3Type1 | None, data)

        pushed_out = _parse_pushed_out(d.pop("pushed_out"))


        type_ = cast(Literal['cauldron'] , d.pop("type"))
        if type_ != 'cauldron':
            raise ValueError(f"type must match const 'cauldron', got '{type_}'")

        caretos_cauldron_event = cls(
            at=at,
            monster=monster,
            pushed_out=pushed_out,
            type_=type_,
        )

        return caretos_cauldron_event

