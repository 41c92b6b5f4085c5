"""Partially observable moves in the search (``worker.bots.ismcts.Settings.pom``).

Another seat's move whose content the searching seat cannot see (Encantados's ``keep``)
goes on, with the option, in one subtree shared by its hidden alternatives; without it
(the default, every recorded build) the tree is exactly as before.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from bench.bots import make_bot
from engines import Action, engines
from tests.worker.test_bots import LegalityChecked, play_to_the_end, position
from worker.bots.base import Decision
from worker.bots.expert import SETTINGS as EXPERT_SETTINGS
from worker.bots.expert import TABLE_SETTINGS, ExpertBot
from worker.bots.heuristics import heuristic_for
from worker.bots.ismcts import ISMCTSBot, Settings, _Node, _Search
from worker.jobs import decision_for

ENGINES = engines()
OBSERVER = 0
"""The searching seat of the Encantados positions here (the other seat is 1)."""


def before_the_other_turn() -> tuple[Any, Decision]:
    """A 2-player Encantados position where the observer discards (its turn's last move),
    so the other seat's draw, and its hidden ``keep`` after a search, come next."""
    engine = ENGINES["encantados"]
    state, seat, _ = position("encantados", 2, 5, lambda state, legal: (
        engine.to_act(state)[0] == OBSERVER and legal[0]["type"] == "discard"
        and len(legal) > 2))
    return state, decision_for(engine, state, seat)


def keeps_after_a_search(tree: _Search, seed: int, discard: Action) -> tuple[Any, list[Action]]:
    """A deal of ``tree``'s view played on to the other seat's ``keep``: the observer's
    ``discard``, the other seat's search; the deal and the keeps it may play."""
    engine = tree.engine
    deal = tree.deal(random.Random(seed))
    engine.advance(deal, OBSERVER, discard)
    engine.advance(deal, 1, {"type": "draw", "source": "search"})
    legal = engine.legal_actions(deal, 1)
    assert legal and all(a["type"] == "keep" for a in legal)
    return deal, legal


@pytest.mark.parametrize("pom", [True, False])
def test_deals_differing_in_a_hidden_kept_card_reach_one_subtree(pom: bool) -> None:
    """Two deals in which the other seat's search turns up other cards: it keeps a
    different card in each (its own node each, for its own statistics), and with ``pom``
    both continue into the same subtree, so what follows is met from either deal; without
    it each card kept has a subtree of its own."""
    engine = ENGINES["encantados"]
    _, decision = before_the_other_turn()
    tree = _Search(decision, random.Random(1), heuristic_for("encantados"), Settings(pom=pom))
    discard = decision.legal[0]
    parent = _Node(1, {"type": "draw", "source": "search"})
    first, first_keeps = keeps_after_a_search(tree, 1, discard)
    seed = 2
    second, second_keeps = keeps_after_a_search(tree, seed, discard)
    while {a["card"] for a in second_keeps} & {a["card"] for a in first_keeps}:
        seed += 1
        second, second_keeps = keeps_after_a_search(tree, seed, discard)
    rng = random.Random(3)
    kept: list[_Node] = []
    for deal, keeps in ((first, first_keeps), (second, second_keeps)):
        node, action, added = tree._pick(parent, tree._options(1, keeps), 1, False, rng)
        assert added and action in keeps and node.actor == 1
        kept.append(node)
        engine.advance(deal, 1, action)
    assert kept[0] is not kept[1]
    assert len(parent.children) == 2  # the other seat's statistics: one node per card
    # what the other seat does next in the first deal, added below its kept card
    after = engine.legal_actions(first, 1)
    below, _, added = tree._pick(kept[0], tree._options(1, after), 1, False, rng)
    assert added
    assert (below in kept[1].children.values()) is pom
    assert (kept[0].children is kept[1].children) is pom
    assert (parent.shared is not None) is pom


def pooled_keeps(tree: _Search) -> list[list[_Node]]:
    """Every set of sibling nodes of the other seat's ``keep`` that share one subtree."""
    found: list[list[_Node]] = []
    seen: set[int] = set()
    stack = [tree.root]
    while stack:
        node = stack.pop()
        keeps = [c for c in node.children.values()
                 if c.actor != OBSERVER and c.action is not None and c.action["type"] == "keep"]
        by_subtree: dict[int, list[_Node]] = {}
        for child in keeps:
            by_subtree.setdefault(id(child.children), []).append(child)
        found.extend(group for group in by_subtree.values() if len(group) > 1)
        for child in node.children.values():
            if id(child) not in seen:
                seen.add(id(child))
                stack.append(child)
    return found


def test_a_search_pools_the_other_seats_hidden_keeps_and_plays_legal_moves() -> None:
    """A whole search (the expert's Encantados keys, by card kind) with ``pom``: the other
    seat's keeps of different cards share their subtree, whose visits are theirs pooled
    (each keep's first visit ends at its own node, a new leaf), every move of every deal
    is legal in that deal, and the decision too. Without ``pom`` no keeps share one."""
    engine = ENGINES["encantados"]
    _, decision = before_the_other_turn()
    checked = LegalityChecked(engine)
    fused = Decision(checked, decision.seat, decision.view, decision.legal)  # type: ignore[arg-type]
    settings = replace(EXPERT_SETTINGS["encantados"], pom=True)
    tree = _Search(fused, random.Random(4), heuristic_for("encantados"), settings)
    for _ in range(1500):
        tree.iterate()
    assert checked.advanced > 1500
    assert tree.best() in decision.legal
    pools = pooled_keeps(tree)
    assert pools
    for siblings in pools:
        cards = {s.action["card"] for s in siblings if s.action is not None}
        assert len(cards) == len(siblings)  # one node per kind kept
        below = sum(n.visits for n in siblings[0].children.values())
        assert below == sum(s.visits - 1 for s in siblings)
    assert max(sum(s.visits for s in pool) for pool in pools) > 10
    plain = _Search(decision, random.Random(4), heuristic_for("encantados"),
                    replace(settings, pom=False))
    for _ in range(1500):
        plain.iterate()
    assert not pooled_keeps(plain)


DECISIONS_BEFORE_POM: dict[str, dict[tuple[str, int], list[int]]] = {
    "ismcts": {("caretos", 2): [0, 1, 2, 2, 2, 4], ("caretos", 4): [4, 1, 3, 1, 0, 1],
               ("encantados", 2): [1, 2, 1, 2, 2, 1], ("encantados", 6): [0, 2, 3, 1, 2, 2],
               ("mission-calaveras", 3): [0, 7, 11, 1, 8, 10],
               ("mission-calaveras", 6): [0, 8, 22, 17, 12, 8]},
    "expert": {("caretos", 2): [7, 2, 0, 1, 2, 0], ("caretos", 4): [5, 1, 3, 3, 2, 1],
               ("encantados", 2): [0, 5, 1, 0, 0, 1], ("encantados", 6): [1, 0, 2, 1, 1, 0],
               ("mission-calaveras", 3): [8, 7, 11, 7, 4, 12],
               ("mission-calaveras", 6): [16, 2, 18, 22, 107, 21]},
}
"""Which legal action (its index) each level chose at 40 iterations in six positions of a
random game per table, by the code before ``pom`` existed (commit 2a761bc)."""

TABLES_BEFORE_POM = {table: settings for table, settings in TABLE_SETTINGS.items()
                     if table != ("caretos", 2)}
"""The expert's per-count settings at that commit: 2-player Caretos's 15-step playouts
came after it (build ``depth-15``), and choose otherwise, as a setting may."""


def chosen_indices(level: str, name: str, players: int) -> list[int]:
    """The legal index ``level`` (40 iterations, no clock) chooses at every seventh decision
    with a choice, six in all, along a seeded random game."""
    engine = ENGINES[name]
    bot = (ISMCTSBot(iterations=40, time_limit=None) if level == "ismcts" else
           ExpertBot(iterations=40, time_limit=None, table_settings=TABLES_BEFORE_POM))
    walk = random.Random(players)
    state = engine.new_game(players, None, 3)
    chosen: list[int] = []
    step = 0
    while engine.outcome(state) is None and len(chosen) < 6:
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        if len(legal) > 1 and step % 7 == 0:
            action = bot.choose(decision_for(engine, state, seat), random.Random(f"pom/{step}"))
            chosen.append(legal.index(action))
        step += 1
        engine.advance(state, seat, legal[walk.randrange(len(legal))])
    return chosen


@pytest.mark.parametrize(("level", "table"), [
    (level, table) for level, tables in DECISIONS_BEFORE_POM.items() for table in tables])
def test_without_pom_the_levels_decide_as_before(level: str, table: tuple[str, int]) -> None:
    assert not ISMCTSBot().settings.pom
    assert not any(s.pom for s in EXPERT_SETTINGS.values())
    assert chosen_indices(level, *table) == DECISIONS_BEFORE_POM[level][table]


POM_CASES = [(spec, name, players) for spec in ("ismcts~pom=1", "expert~pom=1")
             for name, engine in ENGINES.items() for players in engine.player_counts]


@pytest.mark.parametrize(("spec", "name", "players"), POM_CASES)
def test_a_search_with_pom_plays_legal_moves_to_the_end(spec: str, name: str,
                                                        players: int) -> None:
    """The sweep's level spec (small iteration caps, no clock) holds every other seat,
    ``random`` the rest, whose hidden moves its trees pool; each move is checked legal,
    and ``engine.apply`` checks it again."""
    engine = ENGINES[name]
    bot = make_bot(spec, name, players, 8, None)
    assert isinstance(bot, ISMCTSBot) and bot.settings_for(name, players).pom
    assert play_to_the_end(engine, bot, players, 21 + players) > 0
