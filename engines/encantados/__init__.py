"""Encantados (Fel Barros and Sheamus Parkes): the engine and its modules.

Modules: :mod:`.cards` (deck and values), :mod:`.state` (the state), :mod:`.abilities`
(gardens and races), :mod:`.songs`, :mod:`.scoring`, :mod:`.turn` (legal actions and
turn flow), :mod:`.visibility` (views, resampling), :mod:`.explain`, :mod:`.engine`.
"""

from engines.encantados.engine import Encantados

ENGINE = Encantados()

__all__ = ["ENGINE", "Encantados"]
