from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caretos_choose_careto_action_careto import CaretosChooseCaretoActionCareto
from ..models.caretos_choose_careto_action_type import CaretosChooseCaretoActionType






T = TypeVar("T", bound="CaretosChooseCaretoAction")



@_attrs_define
class CaretosChooseCaretoAction:
    """ Choose the Careto that makes the moves now due.

        Example:
            {'careto': 'careto-1', 'type': 'choose_careto'}

        Attributes:
            careto (CaretosChooseCaretoActionCareto):
            type_ (CaretosChooseCaretoActionType): the action kind
     """

    careto: CaretosChooseCaretoActionCareto
    type_: CaretosChooseCaretoActionType





    def to_dict(self) -> dict[str, Any]:
        careto = self.careto.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "careto": careto,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        careto = CaretosChooseCaretoActionCareto(d.pop("careto"))




        type_ = CaretosChooseCaretoActionType(d.pop("type"))




        caretos_choose_careto_action = cls(
            careto=careto,
            type_=type_,
        )

        return caretos_choose_careto_action

