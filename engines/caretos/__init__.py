"""Caretos (Paulo Pereira, Mebo Games, 2020): hunt villagers with a team of two monsters."""

from engines.caretos.engine import Caretos

ENGINE = Caretos()

__all__ = ["ENGINE", "Caretos"]
