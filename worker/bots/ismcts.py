"""The ``ismcts`` level: single-observer information-set Monte Carlo tree search.

After Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE
TCIAIG, 2012). The bot knows only its seat's view, so every iteration starts from a
*determinization*: a full state dealt at random consistent with that view
(``engine.resample``). One tree is shared by all determinizations; its nodes are keyed by
the acting seat and the action's canonical form, so an opponent's move found in one deal
is the same node in another. An iteration:

1. determinize: ``engine.resample(view, seat, rng)``;
2. select: from the root, among children whose actions are legal in this deal, take the
   best UCB1 score, counting as a child's trials the times it was *available*
   (``mean + c * sqrt(ln(available) / visits)``), while every legal action has a child;
3. expand: add one untried legal action (chosen at random) and play it;
4. play out: random legal actions, cut off after a per-game number of steps, where the
   game's heuristic (each seat's own view of the playout state) estimates the rewards;
5. backpropagate: each node on the path adds the reward of the seat that chose its action
   (a finished game rewards each seat by its rank, see ``outcome_rewards``).

The decision is the root action visited most. Search uses ``engine.clone``-free in-place
``engine.advance`` on the fresh determinization. With ``time_limit=None`` the search runs
exactly ``iterations`` iterations and is deterministic given (view, legal, rng).

The ``expert`` level (``worker.bots.expert``) runs the same search with the options this
module leaves off: move groups, a progressive bias from the heuristic at the root, and
other constants.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engines import Action, Engine
from store.bot_levels import BOT_LEVELS
from worker.bots.base import Bot, Decision
from worker.bots.beliefs import Believe
from worker.bots.budget import Budget
from worker.bots.heuristics import Heuristic, Policy, heuristic_for, outcome_rewards
from worker.bots.pimc import MAX_PLAYOUT, ROUND_SCORED, policy_moves, random_moves

ITERATIONS = 1000
"""Iteration cap per decision, which bounds the CPU a decision takes where iterations are
cheap: 1000 iterations already settle the move. Since nodes are keyed by tuples, 0.3 s of
CPU buys this level a median of about 1,700 iterations in Mission Calaveras (4 players),
1,200 in Encantados and 700 in Caretos (2 players; 12 positions each, measured on the
2-core development machine while benchmarks ran), so the cap binds in the first two and
the time in Caretos (the ``expert`` has its own, higher cap). Encantados's faster engine
(2026-12-05, about 1.5x the iterations per CPU second) reaches the cap sooner still."""
TIME_LIMIT = 0.3
"""Seconds of CPU time per decision. At 0.25 s the level already beat ``greedy`` in 80-100%
of test games on every game; 0.3 s keeps the p95 decision time far below the 1 s target
even when the core is shared, and a bot's turn feels quick through the API."""
EXPLORATION = 0.7
"""UCB1 exploration constant for rewards in [0, 1] (about 1/sqrt(2))."""
ROLLOUT_DEPTH: dict[str, int] = {
    "mission-calaveras": 6,
    "encantados": 20,
    "caretos": 30,
}
"""Playout steps before the heuristic judges the position, per game. Measured against
``greedy`` at 0.25 s per decision: Mission Calaveras won 18/20 cut at 6 steps, 16/20 at 0
and 14/20 at 20 (whole random playouts, about 70 steps, lost 9/10: too noisy for the few
iterations a 30-option decision gets); Encantados 14/16 at 20 and 9/10 at 60; Caretos
16/16 at 30 and 8/10 at 80."""
DEFAULT_ROLLOUT_DEPTH = 100
"""Playout cut-off for a game not listed in :data:`ROLLOUT_DEPTH`."""
MAX_NODES = 50_000
"""Tree nodes per decision before the tree stops growing (iterations then play out from
the leaf they reach): bounds a decision's memory at roughly 15 MB whatever the budget."""
_MEMO_LIMIT = 100_000
"""Action keys remembered per decision before the memo is cleared."""
_MEMO_TRIAL = 2_000
"""Keys built before a memo that never hit is dropped: an engine that builds new action
objects on every call (Encantados) never repeats one, and its thousands of dead entries
cost about 5 ms to free after the move, outside the budget's clock (measured)."""

SEED_BITS = 64
"""Bits of a paired sweep's random seed: enough that two sweeps never share one."""

Group = Callable[[Action], str]
"""Names the move group of an action (e.g. which card a Twist moves)."""
Alike = Callable[[Action], Any]
"""An action's form with what does not change the move left out (e.g. which of several
identical cards it names), so equal moves share one tree node in every deal."""
Keyer = Callable[[int, Action], Any]
"""A game's own key of (seat, action) for the tree's nodes, where the generic one (the
sorted items of the ``alike`` form) costs a search too much: it must tell apart exactly
the (seat, form) pairs the generic key tells apart (tested)."""


@dataclass(frozen=True, slots=True)
class Settings:
    """What varies between the search levels."""

    exploration: float = EXPLORATION
    depth: int | None = None
    """Playout steps before the heuristic judges (None: :data:`ROLLOUT_DEPTH`)."""
    group: Group | None = None
    """Choose a move group first, then an action in it (None: every action at once)."""
    group_above: int = 0
    """Group only decisions with more legal actions than this."""
    pick_group: bool = False
    """Decide as the tree chose: the move group visited most, then its member visited
    most. Else the action visited most, which favours a small group: a group's visits
    are split among its members, so a lone action (Mission Calaveras's Twist that moves
    nothing) outvotes a group of six better ones."""
    bias: float = 0.0
    """Weight of the root's progressive bias: ``bias * prior / (visits + 1)``, the prior
    being the heuristic's reward of each root action applied to a few deals."""
    bias_deals: int = 2
    """Deals the root priors are averaged over."""
    max_nodes: int = MAX_NODES
    heuristic: Heuristic | None = None
    """The heuristic that rates a playout's cut-off (and the root's priors); None: the
    game's own (:func:`~worker.bots.heuristics.heuristic_for`). A table may search with
    one fitted to game outcomes (a game module's ``FITTED``)."""
    centered: bool = False
    """Rate a leaf by its heuristic value minus the value where the decision starts, so
    that a large lead or deficit (Encantados's running scores) does not squash every
    reward to nearly 1 or 0 and leave the search unable to tell the actions apart."""
    alike: Alike | None = None
    """Key tree nodes by this form of the action (None: the action itself)."""
    keyer: Keyer | None = None
    """The same keys' partition, computed faster (None: the generic key of ``alike``)."""
    paired: bool = False
    """Sweep the root as ``pimc`` does: each deal tries every root action in turn, each
    followed down its own subtree with the same random numbers, and the best mean wins.
    The actions are then compared on common deals, so the deal's luck (the pile's order,
    the hidden hand) cancels out of their difference, where UCB1 compares each action's
    mean over deals of its own; a small budget, short of samples, needs that most."""
    round_end: bool = False
    """Play out to the round's end and rate each seat by its round margin's change
    (squashed by the heuristic's scale), as ``pimc`` scores, instead of cutting after
    ``depth`` steps and asking the heuristic (games whose rounds score only:
    ``pimc.ROUND_SCORED``; elsewhere the cut stays)."""
    mast: float = 0.0
    """Playout policy learned during the decision (MAST, the Move-Average Sampling
    Technique: Finnsson and Bjornsson 2008; in information-set search, Powley, Whitehouse
    and Cowling 2014): the share of playout steps (with two legal actions or more) that
    play the legal action of the best mean reward so far, the rest uniformly random as
    before. An action's mean is over every iteration of this decision that played it, in
    the tree or in a playout, each credited with the reward of the seat that played it; an
    action not yet played counts as best (1.0), ties are broken at random. Actions are
    pooled by (seat, the values of the action's ``alike`` form; the tree's key where a
    value is a list or an object) wherever they occur, so the tree's findings steer the
    playouts it cannot reach. 0 (default): uniformly random playouts, ``ismcts``'s.
    Round-end playouts (``round_end``) stay random.

    Screened against ``ismcts`` at 0.3 s (docs/bots.md, "Strength": a learned playout
    policy), not adopted: Caretos, 3 players, ``expert~mast=0.8``
    (bench/results/bots-screen-caretos3-mast.jsonl, seeds 1-40): 15 of 40, 37.5% [24.2%,
    53.0%] (even: 33%), head-to-head 48.8% of 80, where the expert won 12 of the same seeds
    (paired +7.5 points +- 14.7); over seeds 1-60, 21.5 of 60, 35.8% [24.9%, 48.5%]
    against the expert's 19 (paired +4.2 +- 14.4); CPU per decision 306 / 310 ms mean /
    p95. Mission Calaveras, 5 players, ``expert~group=0,mast=0.8``
    (bots-screen-mc5-mast.jsonl, seeds 1-40): 12 of 40, 30.0% [18.1%, 45.4%] (even:
    33%), head-to-head 47.5% of 80, where ``expert~group=0`` won 16 of the same seeds
    (paired -10 points +- 22); CPU 303 / 305 ms. Its cost is the keys: about 1.2x an
    iteration's CPU in Caretos, 1.8x in Mission Calaveras, where a greedy step keys each
    of 44-178 legal actions."""
    policy: Policy | None = None
    """Playout moves chosen by the game's rule of thumb (its heuristic module's
    ``PLAYOUT``: lay what can be laid, keep and discard by the cards' worth) instead of
    uniformly at random (None, ``ismcts``'s); ``mast`` and ``round_end`` keep their own."""
    mast_sample: int = 0
    """With ``mast``: a greedy playout step compares only this many legal actions, drawn
    at random without repeats (all of them where there are no more), instead of every
    legal action; 0 (default): every one. The cheaper MAST for decisions of many actions
    (Mission Calaveras's 30-200): a step keys ``mast_sample`` actions, not all, and
    plays the best of a random few, the rest of the policy as ``mast`` says.

    Screened against ``ismcts`` at 0.3 s (docs/bots.md, "Strength": a cheaper MAST), not
    adopted: Mission Calaveras, 4 players, ``expert~mast=0.8,mast_sample=8``
    (bench/results/bots-screen-mc4-mast-sample-8.jsonl, seeds 1-60): 34 of 60, 56.7%
    [44.1%, 68.4%], where the expert won 39 of the same seeds (paired -8.3 points +-
    15.7); about 1.35x an iteration's CPU there (full MAST 1.5x)."""
    pom: bool = False
    """Partially observable moves (Cowling, Powley and Whitehouse 2012, SO-ISMCTS + POM,
    with MO-ISMCTS's choice of the hidden move): below another seat's move whose content
    the searching seat cannot see (``Engine.view_action`` redacts it: Encantados's
    ``keep``, ``trade_give``, ``trade_return``, Caretos's ``keep_final``), every hidden
    alternative continues in one shared subtree, keyed by what the seat sees of the move.
    Without it each alternative (each card kind another seat keeps) grows its own
    subtree, so the seat's later decisions are searched as if it knew that card, and
    their visits are split among cards it cannot tell apart. Which alternative the other
    seat plays is still chosen by its own statistics: each concrete alternative keeps its
    node (visits, rewards from that seat's side, availability) and UCB1 picks among the
    legal ones, as without the option; only what lies below is pooled. The seat's own
    moves, and moves every seat sees, are keyed as before. False (default): ``ismcts``'s
    tree, every move keyed by its content.

    Screened against ``ismcts`` at 0.3 s (docs/bots.md, "Strength": partially observable
    moves), not adopted: Encantados, 2 players, ``expert~pom=1``
    (bench/results/bots-screen-enc2-pom.jsonl, seeds 1-160): 82 of 160, 51.2% [43.6%,
    58.9%], where the expert won 72 of the same seeds (paired +6.2 points +- 9.5); CPU 302
    / 303 ms. Caretos's benchmark games (the basic variant) offer no hidden move, so there
    it is the same search."""
    belief: Believe | None = None
    """Deal and rate by what the other seats' play suggests of their hidden cards (a game's
    ``worker.bots.beliefs`` module: ``belief_for``) instead of every holding alike; None
    (default): the uniform deal of ``Engine.resample``.

    Screened against ``ismcts`` at 0.3 s (docs/bots.md, "Strength": a belief about Final
    Bonus Cards), not adopted: Caretos, 2 players, ``expert~belief=1``
    (bench/results/bots-screen-caretos2-belief.jsonl, seeds 1-40): 24 of 40, 60.0% [44.6%,
    73.7%], where the expert won 23 of the same seeds (paired +2.5 points +- 17.9).
    Encantados, 2 players, build known-1 (docs/bots.md, "Strength": what the table saw,
    and a belief), seeds 1-40: one pass of own-garden and in-play odds 18 of 40
    (bench/results/bots-screen-enc2-belief.jsonl), two passes with pair odds too 18 of 40
    (bots-screen-enc2-belief-pairs.jsonl), the expert 18 of the same seeds (+0.0 +- 21.1
    and +0.0 +- 22.2)."""


def seat_count(view: Any) -> int | None:
    """The number of players a seat's view shows (every engine's view says it), else None."""
    players = view.get("players")
    return players if isinstance(players, int) else None


class _Node:
    __slots__ = ("action", "actor", "available", "children", "prior", "reward", "shared",
                 "visits")

    def __init__(self, actor: int, action: Action | None, prior: float = 0.0) -> None:
        self.actor = actor
        self.action = action
        self.children: dict[Key, _Node] = {}
        self.shared: dict[Key, dict[Key, _Node]] | None = None
        """With ``pom``: the subtrees that follow this node's children whose moves the
        searching seat cannot see, one per view of such a move (None until one is met)."""
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.prior = prior


Key = tuple[Any, ...]
"""A tree node's key: the acting seat, then the action's (or its move group's) items."""


def _frozen(value: Any) -> Any:
    """A JSON value as a hashable, canonical one: lists as tuples, objects sorted, and
    other scalars tagged with their type (``True == 1`` and ``1.0 == 1`` in Python, but
    they are different moves)."""
    kind = type(value)
    if kind is str or kind is int:
        return value
    if kind is list:
        return tuple(_frozen(v) for v in value)
    if kind is dict:
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    return (kind.__name__, value)


def _sample(options: Sequence[Action], size: int, draw: Callable[[], float]) -> list[Action]:
    """``size`` of ``options`` (fewer than there are) drawn at random without repeats, in
    the order drawn, from ``draw``'s numbers (a playout's own generator)."""
    count = len(options)
    picked: dict[int, None] = {}
    while len(picked) < size:
        picked[int(draw() * count)] = None
    return [options[k] for k in picked]


def _group_key(actor: int, group: Group, action: Action) -> Key:
    """The key of the move group ``action`` belongs to (never equal to an action's key)."""
    return (actor, "#", group(action))


def _key_of(actor: int, form: Action) -> Key:
    """The canonical key of ``actor`` taking an action of this form (its items sorted,
    each value :func:`_frozen`)."""
    return (actor, *sorted((k, _frozen(v)) for k, v in form.items()))


class _Keys:
    """Canonical keys of (seat, action), memoised on the action object's identity.

    Tuples, not JSON text: building a key is about a quarter of ``json.dumps``'s cost
    (measured), and the search keys every legal action it meets."""

    def __init__(self, alike: Alike | None = None) -> None:
        self._memo: dict[int, tuple[Action, int, Key]] | None = {}
        self._hits = 0
        self._alike = alike

    def __call__(self, actor: int, action: Action) -> Key:
        memo = self._memo
        if memo is not None:
            found = memo.get(id(action))
            if found is not None and found[0] is action and found[1] == actor:
                self._hits += 1
                return found[2]
        key = _key_of(actor, action if self._alike is None else self._alike(action))
        if memo is not None:
            if len(memo) >= _MEMO_TRIAL and not self._hits:
                self._memo = None  # nothing repeats: stop paying for the memo
            else:
                if len(memo) >= _MEMO_LIMIT:
                    memo.clear()
                memo[id(action)] = (action, actor, key)  # holding it keeps the id unique
        return key

    @property
    def memoising(self) -> bool:
        """Whether keys are still remembered (False once a trial found no repeats)."""
        return self._memo is not None


Options = list[tuple[Key, Action]]


class _Search:
    """One decision's tree and the means to grow it."""

    def __init__(
        self, decision: Decision, rng: random.Random, heuristic: Heuristic, settings: Settings,
    ) -> None:
        self.engine: Engine[Any] = decision.engine
        self.seat = decision.seat
        self.view = decision.view
        self.rng = rng
        self.heuristic = heuristic
        self.settings = settings
        self.c = settings.exploration
        depth = settings.depth
        self.depth = ROLLOUT_DEPTH.get(self.engine.name, DEFAULT_ROLLOUT_DEPTH) \
            if depth is None else depth
        self.keys: Keyer = settings.keyer or _Keys(settings.alike)
        self.deal = self.engine.resampler(self.view, self.seat)
        if settings.belief is not None:
            belief = settings.belief(self.engine, self.view, self.seat, heuristic)
            if belief is not None:
                self.deal, self.heuristic = belief.deal, belief.heuristic
        self.root = _Node(-1, None)
        self.nodes = 1
        self.root_options = self._options(self.seat, decision.legal)
        self.offsets: dict[int, float] = {}
        self.start: Any = None
        if settings.centered:
            self.start = self.deal(rng)
        self.round_scored = ROUND_SCORED.get(self.engine.name) if settings.round_end else None
        self.round_base: Any = None
        """A deal of the decision's start, whose margins a round-end playout is rated
        against (scores are public: every deal has the same)."""
        if self.round_scored is not None:
            self.round_base = self.start if self.start is not None else self.deal(rng)
        self.mast_stats: dict[Any, list[float]] = {}
        """With ``mast``: each (seat, action form)'s [reward total, times played]."""
        self.trace: list[tuple[int, Any]] = []
        """With ``mast``: the (seat, MAST key) of every move of the current iteration."""
        self.sweep_next = 0
        """The root option a paired sweep tries next (0: a new sweep deals first)."""
        self.sweep_deal: Any = None
        self.sweep_seed = 0
        self.priors: dict[Key, float] = {}
        self.group_priors: dict[Key, float] | None = None
        """Each root move group's best member prior (built on first use)."""
        if settings.bias:
            self.priors = self._root_priors(decision.legal)

    def _options(self, actor: int, legal: Sequence[Action]) -> Options:
        """``legal`` keyed, one action per key (``alike`` may give equal moves one key)."""
        if self.settings.alike is None:
            return [(self.keys(actor, a), a) for a in legal]
        found: dict[Key, Action] = {}
        for action in legal:
            found.setdefault(self.keys(actor, action), action)
        return list(found.items())

    def _root_priors(self, legal: Sequence[Action]) -> dict[Key, float]:
        """The heuristic's reward of each root action, averaged over a few deals."""
        engine, seat = self.engine, self.seat
        deals = [self.deal(self.rng) for _ in range(self.settings.bias_deals)]
        priors: dict[Key, float] = {}
        for key, action in self.root_options:
            total = 0.0
            for deal in deals:
                after = engine.clone(deal)
                engine.advance(after, seat, action)
                total += self._rewards(after, (seat,))[seat]
            priors[key] = total / len(deals)
        return priors

    def _groups(self, actor: int, options: Options) -> Options | None:
        """One option per move group (the group's key, and any member), or None when
        this decision is not grouped."""
        group = self.settings.group
        if group is None or len(options) <= self.settings.group_above:
            return None
        found: dict[Key, Action] = {}
        for _, action in options:
            found.setdefault(_group_key(actor, group, action), action)
        return list(found.items()) if len(found) > 1 else None

    def _pick(self, node: _Node, options: Options, actor: int, is_group: bool,
              rng: random.Random) -> tuple[_Node, Action | None, bool]:
        """The child of ``node`` to follow (UCB1 with availability, plus the root's bias),
        the action of this deal it stands for, and whether the child was just added."""
        children = node.children
        untried: Options = []
        chosen: _Node | None = None
        chosen_action: Action | None = None
        best = -1.0
        c = self.c
        bias = self.settings.bias if node is self.root else 0.0
        for key, action in options:
            child = children.get(key)
            if child is None:
                untried.append((key, action))
                continue
            child.available += 1
            if untried:
                continue
            score = child.reward / child.visits + c * math.sqrt(
                math.log(child.available) / child.visits
            )
            if bias:
                score += bias * child.prior / (child.visits + 1)
            if score > best:
                best, chosen, chosen_action = score, child, action
        if untried and self.nodes < self.settings.max_nodes:
            if bias:
                key, action = max(untried, key=lambda o: self._prior(o[0], is_group, options))
            else:
                key, action = untried[rng.randrange(len(untried))]
            chosen = _Node(actor, action,
                           self._prior(key, is_group, options) if bias else 0.0)
            chosen.available = 1
            if self.settings.pom and actor != self.seat and not is_group:
                self._pool_hidden(node, chosen, actor, action)
            children[key] = chosen
            self.nodes += 1
            return chosen, action, True
        if chosen is None:  # the tree is full: follow a known child, or stop here
            known = [(children[k], a) for k, a in options if k in children]
            if not known:
                return node, None, False
            chosen, chosen_action = max(known, key=lambda n: n[0].reward / n[0].visits)
        return chosen, chosen_action, False

    def _pool_hidden(self, parent: _Node, child: _Node, actor: int, action: Action) -> None:
        """With ``pom``: where the searching seat cannot see all of ``action`` (another
        seat's move), ``child`` (that move's own node, for that seat's statistics) leads
        into the subtree its hidden siblings share, keyed by the seat's view of the move."""
        seen = self.engine.view_action(action, actor, self.seat)
        if seen is action or seen == action:
            return
        pooled = parent.shared
        if pooled is None:
            pooled = parent.shared = {}
        child.children = pooled.setdefault(_key_of(actor, seen), child.children)

    def _root_child(self, key: Key, action: Action) -> tuple[_Node, bool]:
        """The root's child for a root option (added if new, with its prior), and whether
        it was just added: a paired sweep's first visit of an action plays out from it."""
        child = self.root.children.get(key)
        added = child is None
        if child is None:
            child = self.root.children[key] = _Node(self.seat, action,
                                                    self.priors.get(key, 0.0))
            self.nodes += 1
        child.available += 1
        return child, added

    def paired_step(self) -> None:
        """The next root action of the current sweep (a sweep: one deal, and one random
        seed for every action's descent and playout, so actions differ only by what they
        do), dealing a new sweep after the last action."""
        if self.sweep_next == 0:
            self.sweep_deal = self.deal(self.rng)
            self.sweep_seed = self.rng.getrandbits(SEED_BITS)
        key, action = self.root_options[self.sweep_next]
        self.iterate(self.engine.clone(self.sweep_deal), (key, action),
                     random.Random(self.sweep_seed))
        self.sweep_next = (self.sweep_next + 1) % len(self.root_options)

    def best_mean(self) -> Action:
        """The root action of the best mean reward (then the most visits, then the first
        legal): paired sweeps visit every action alike, so the mean is the choice."""
        chosen: Action | None = None
        top = (-1.0, -1)
        for key, action in self.root_options:
            child = self.root.children.get(key)
            if child is None or not child.visits:
                continue
            rank = (child.reward / child.visits, child.visits)
            if rank > top:
                top, chosen = rank, action
        return self.root_options[0][1] if chosen is None else chosen

    def _prior(self, key: Key, is_group: bool, options: Options) -> float:
        if not is_group:
            return self.priors.get(key, 0.0)
        if self.group_priors is None:  # once per decision, not per pick
            group = self.settings.group
            assert group is not None
            best: dict[Key, float] = {}
            for k, a in self.root_options:
                g, prior = _group_key(self.seat, group, a), self.priors.get(k, 0.0)
                best[g] = max(best[g], prior) if g in best else prior
            self.group_priors = best
        return self.group_priors.get(key, 0.0)

    def iterate(self, state: Any = None, first: tuple[Key, Action] | None = None,
                rng: random.Random | None = None) -> None:
        """One iteration on ``state`` (None: a new deal), its root action ``first`` where
        given (else chosen by the tree), its random choices from ``rng`` (else the
        search's own)."""
        engine = self.engine
        rng = self.rng if rng is None else rng
        if state is None:
            state = self.deal(rng)
        node = self.root
        path: list[_Node] = []
        options = self.root_options
        actor = self.seat
        mast = self.settings.mast > 0.0
        trace = self.trace
        if mast:
            trace.clear()
        if first is not None:
            chosen, added = self._root_child(*first)
            engine.advance(state, actor, first[1])
            if mast:
                trace.append((actor, self.mast_key(actor, first[1])))
            path.append(chosen)
            node = chosen
            to_act = engine.to_act(state)
            if added or not to_act:
                options = []
            else:
                actor = to_act[0]
                options = self._options(actor, engine.legal_actions(state, actor))
        while options:
            groups = self._groups(actor, options)
            if groups is not None:
                group_node, member, _ = self._pick(node, groups, actor, True, rng)
                if member is None:
                    break
                path.append(group_node)
                node = group_node
                group = self.settings.group
                assert group is not None
                wanted = group(member)
                options = [(k, a) for k, a in options if group(a) == wanted]
            chosen, action, added = self._pick(node, options, actor, False, rng)
            if action is None:
                break
            # this deal's action: with ``alike`` keys the node's may name another copy
            engine.advance(state, actor, action)
            if mast:
                trace.append((actor, self.mast_key(actor, action)))
            path.append(chosen)
            if added:
                break
            node = chosen
            to_act = engine.to_act(state)
            if not to_act:
                break
            actor = to_act[0]
            options = self._options(actor, engine.legal_actions(state, actor))
        seats = {n.actor for n in path}
        if not mast:
            rewards = self.playout(state, seats, rng)
        else:
            rewards = self.playout(state, seats, rng, trace)
            stats = self.mast_stats
            for seat, key in trace:
                found = stats.get(key)
                if found is None:
                    stats[key] = [rewards[seat], 1.0]
                else:
                    found[0] += rewards[seat]
                    found[1] += 1.0
        self.root.visits += 1
        for n in path:
            n.visits += 1
            n.reward += rewards[n.actor]

    def playout(self, state: Any, seats: set[int], rng: random.Random | None = None,
                trace: list[tuple[int, Any]] | None = None) -> dict[int, float]:
        """Random moves from ``state`` (changed in place), then each of ``seats``' reward;
        with a ``trace`` (``mast``), moves by :meth:`mast_moves`, which it records, and
        the reward of every seat that moved too."""
        random = (self.rng if rng is None else rng).random
        if self.round_scored is not None:
            return self._round_end(state, seats, random)
        if trace is None:
            policy = self.settings.policy
            if policy is None:
                random_moves(self.engine, state, self.depth, random)
            else:
                policy_moves(self.engine, state, self.depth, random, policy)
            return self._rewards(state, seats)
        self.mast_moves(state, self.depth, random, trace)
        return self._rewards(state, seats | {seat for seat, _ in trace})

    def mast_key(self, actor: int, action: Action) -> Any:
        """The key MAST pools an action's rewards by: the seat, then the values of the
        action's ``alike`` form in their order where they are all hashable (the common
        case, at about half the cost of the tree's key, which a greedy playout step builds
        for every legal action); otherwise the tree's own key (:attr:`keys`), which makes
        any JSON value hashable (a list or an object among the fields)."""
        alike = self.settings.alike
        key = (actor, *(action if alike is None else alike(action)).values())
        try:
            hash(key)
        except TypeError:
            return self.keys(actor, action)
        return key

    def mast_moves(self, state: Any, steps: int, draw: Callable[[], float],
                   trace: list[tuple[int, Any]]) -> None:
        """Up to ``steps`` moves on ``state`` (in place), as :func:`random_moves` plays but
        a ``mast`` share of them the legal action of the best mean so far (MAST; an action
        never played counts 1.0, ties at random), among ``mast_sample`` legal actions drawn
        at random where that is set and fewer than the legal ones; each move's (seat, key)
        joins ``trace``."""
        stats, greedy, key = self.mast_stats, self.settings.mast, self.mast_key
        sample = self.settings.mast_sample

        def choose(state: Any, actor: int, options: list[Action],
                   draw: Callable[[], float]) -> Action:
            if len(options) > 1 and draw() < greedy:
                if 0 < sample < len(options):
                    options = _sample(options, sample, draw)
                best = -1.0
                tied: list[tuple[Any, Action]] = []
                for action in options:
                    k = key(actor, action)
                    found = stats.get(k)
                    mean = 1.0 if found is None else found[0] / found[1]
                    if mean > best:
                        best, tied = mean, [(k, action)]
                    elif mean == best:
                        tied.append((k, action))
                chosen_key, chosen = tied[int(draw() * len(tied))] if len(tied) > 1 \
                    else tied[0]
            else:
                chosen = options[int(draw() * len(options))]
                chosen_key = key(actor, chosen)
            trace.append((actor, chosen_key))
            return chosen

        policy_moves(self.engine, state, steps, draw, choose)

    def _round_end(self, state: Any, seats: set[int],
                   random: Callable[[], float]) -> dict[int, float]:
        """Random moves to the round's end (as ``pimc`` plays out), then each seat's change
        of round margin since the decision's start, squashed to [0, 1]."""
        assert self.round_scored is not None
        round_of, margin = self.round_scored
        random_moves(self.engine, state, MAX_PLAYOUT, random, round_of,
                     round_of(self.round_base))
        squash = self.heuristic.squash
        return {s: squash(margin(state, s) - margin(self.round_base, s)) for s in seats}

    def _rewards(self, state: Any, seats: Sequence[int] | set[int]) -> dict[int, float]:
        outcome = self.engine.outcome(state)
        if outcome is not None:
            rewards = outcome_rewards(outcome)
            return {s: rewards[s] for s in seats}
        engine, heuristic = self.engine, self.heuristic
        return {s: heuristic.state_reward(engine, state, s, self._offset(s)) for s in seats}

    def _offset(self, seat: int) -> float:
        """What ``seat``'s heuristic value was where the decision started (0 unless the
        search is centred), from one deal of the hidden cards."""
        if self.start is None:
            return 0.0
        found = self.offsets.get(seat)
        if found is None:
            found = self.offsets[seat] = self.heuristic.state_value(
                self.engine, self.start, seat)
        return found

    def best(self) -> Action:
        """The most visited root action (then the best mean, then the first legal); with
        ``pick_group``, the most visited member of the most visited move group."""
        if self.settings.pick_group:
            member = self._best_of_top_group()
            if member is not None:
                return member
        chosen: Action | None = None
        top = (-1, -1.0)
        for key, action in self.root_options:
            child = self._leaf_of(key, action)
            if child is None or not child.visits:
                continue
            rank = (child.visits, child.reward / child.visits)
            if rank > top:
                top, chosen = rank, action
        return self.root_options[0][1] if chosen is None else chosen

    def _best_of_top_group(self) -> Action | None:
        """The most visited member of the root's most visited move group (then the best
        mean), or None where the root is not grouped."""
        groups = self._groups(self.seat, self.root_options)
        group = self.settings.group
        if groups is None or group is None:
            return None
        rank = {key: (node.visits, node.reward / node.visits)
                for key, node in self.root.children.items() if node.visits}
        if not rank:
            return None
        top = max(rank, key=rank.__getitem__)
        members = self.root.children[top].children
        chosen: Action | None = None
        best = (-1, -1.0)
        for key, action in self.root_options:
            child = members.get(key)
            if child is None or not child.visits or _group_key(self.seat, group, action) != top:
                continue
            score = (child.visits, child.reward / child.visits)
            if score > best:
                best, chosen = score, action
        return chosen

    def _leaf_of(self, key: Key, action: Action) -> _Node | None:
        child = self.root.children.get(key)
        group = self.settings.group
        if child is None and group is not None:
            parent = self.root.children.get(_group_key(self.seat, group, action))
            if parent is not None:
                child = parent.children.get(key)
        return child


class ISMCTSBot(Bot):
    level = "ismcts"
    description = BOT_LEVELS["ismcts"]

    def __init__(
        self,
        iterations: int = ITERATIONS,
        time_limit: float | None = TIME_LIMIT,
        exploration: float = EXPLORATION,
        rollout_depth: int | None = None,
    ) -> None:
        if iterations < 1:
            raise ValueError("ismcts needs at least one iteration per decision")
        self.budget = Budget(iterations, time_limit)
        self.settings = Settings(exploration=exploration, depth=rollout_depth)

    def settings_for(self, engine_name: str, players: int | None = None) -> Settings:
        """The search's settings in the game named ``engine_name`` at ``players`` seats
        (None: any count)."""
        return self.settings

    def choose(self, decision: Decision, rng: random.Random) -> Action:
        if len(decision.legal) == 1:
            return decision.legal[0]
        return self.search(decision, rng, self.settings_for(
            decision.engine.name, seat_count(decision.view)))

    def search(self, decision: Decision, rng: random.Random, settings: Settings) -> Action:
        """The action a search with ``settings`` chooses on this bot's budget."""
        meter = self.budget.start()
        name = decision.engine.name
        search = _Search(decision, rng, settings.heuristic or heuristic_for(name), settings)
        if settings.paired:
            while meter.more():
                search.paired_step()
            return search.best_mean()
        while meter.more():
            search.iterate()
        return search.best()
