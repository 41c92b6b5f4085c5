"""Encantados (Fel Barros and Sheamus Parkes): the engine and its modules.

The rules, in our words: ``rules.md`` (its Interpretations are the rules notes).
Modules: :mod:`.cards` (deck, values, names), :mod:`.state` (the state), :mod:`.abilities`
(gardens and races), :mod:`.songs`, :mod:`.scoring`, :mod:`.turn` (legal actions and
turn flow, each rule stated once), :mod:`.view` (views, their schema, resampling),
:mod:`.explain` (reasons, from turn's rules), :mod:`.invariants` (check_state),
:mod:`.events` (effects of actions, per viewer), :mod:`.labels`, :mod:`.catalogue` (the
rules file and the card catalogue), :mod:`.engine`.
"""

from engines.encantados.engine import Encantados

ENGINE = Encantados()

__all__ = ["ENGINE", "Encantados"]
