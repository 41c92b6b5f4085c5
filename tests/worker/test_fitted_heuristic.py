"""The fitted leaf heuristic of Mission Calaveras and the search setting that uses it.

What it must do: rate a seat's view and the state behind it alike (a search reads the
state), give a finished game the winners' reward, come only where weights were fitted,
and be what a search with ``Settings.heuristic`` rates its leaves by.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engines import engines
from tests.worker.random_games import expert_with, random_game_states
from tests.worker.test_bots import play_to_the_end
from worker.bots import Decision
from worker.bots.expert import ExpertBot
from worker.bots.heuristics import HEURISTIC_MODULES, Heuristic, fitted_heuristic
from worker.bots.heuristics import mission_calaveras as calaveras
from worker.bots.ismcts import ISMCTSBot, Settings

ENGINE = engines()["mission-calaveras"]


def positions(players: int, games: int) -> Iterator[Any]:
    """Every state of ``games`` random games (each game's last one finished)."""
    return random_game_states(ENGINE, players, games)


@pytest.mark.parametrize("players", sorted(calaveras.FITTED_WEIGHTS))
def test_the_state_is_rated_as_its_view(players: int) -> None:
    seats = range(len(ENGINE.seats(ENGINE.new_game(players, None, 0))))
    rated = 0
    for state in positions(players, 12):
        for seat in seats:
            assert calaveras.evaluate_state_fitted(state, seat) == calaveras.evaluate_fitted(
                ENGINE.view(state, seat), seat)
            rated += 1
    assert rated > 500


def reference_terms(view: Any, seat: int) -> tuple[float, float, float, float]:
    """The four terms as the heuristic's docstring defines them, written plainly."""
    seats = view["seats"]
    mine = seats[seat]["team"]
    ours = [s for s in seats if s["team"] == mine]
    theirs = [s for s in seats if s["team"] != mine]
    our_min = min(s["suspicion"] for s in ours)
    their_min = min(s["suspicion"] for s in theirs)
    urgency = 1.0 + min(max(s["suspicion"] for s in seats), 7) / 2.0
    held = seats[view["nicole"]]["team"] == mine
    spread = (sum(s["suspicion"] for s in theirs) / len(theirs)
              - sum(s["suspicion"] for s in ours) / len(ours))
    fronts = 0
    if our_min == their_min:
        fronts = max(-2, min(2, max(len(s["front"]) for s in ours if s["suspicion"] == our_min)
                         - max(len(s["front"]) for s in theirs
                               if s["suspicion"] == their_min)))
    return (urgency if held else -urgency, float(max(-4, min(4, their_min - our_min))),
            spread, float(fronts))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_terms_and_the_hand_set_rating_are_what_they_say(players: int) -> None:
    seats = range(len(ENGINE.seats(ENGINE.new_game(players, None, 0))))
    for state in positions(players, 6):
        if ENGINE.outcome(state) is not None:
            continue
        for seat in seats:
            view = ENGINE.view(state, seat)
            terms = calaveras.terms(view, seat)
            assert terms == reference_terms(view, seat)
            nicole, margin, spread, fronts = terms
            assert calaveras.evaluate(view, seat) == (
                calaveras.NICOLE * nicole + calaveras.MARGIN * margin
                + calaveras.SPREAD * spread + calaveras.FRONTS * fronts)


def test_a_finished_game_rates_the_winners_won_and_the_others_lost() -> None:
    finished = [s for s in positions(4, 6) if ENGINE.outcome(s) is not None]
    assert finished
    fitted = calaveras.FITTED
    for state in finished:
        outcome = ENGINE.outcome(state)
        assert outcome is not None
        for seat in range(4):
            reward = fitted.state_reward(ENGINE, state, seat)
            if not outcome.winners:
                assert reward == 0.5
            elif seat in outcome.winners:
                assert reward > 0.999
            else:
                assert reward < 0.001


def test_the_fitted_terms_weigh_as_the_fit_said() -> None:
    """Two teams, nobody suspected yet, seat 0 holding Nicole: only her term counts."""
    state = ENGINE.new_game(4, None, 3)
    view = ENGINE.view(state, state.nicole)
    nicole = calaveras.FITTED_WEIGHTS[4].terms[calaveras.TERM_NAMES.index("nicole")]
    assert calaveras.terms(view, state.nicole) == (1.0, 0.0, 0.0, 0.0)
    assert calaveras.evaluate_fitted(view, state.nicole) == pytest.approx(nicole)
    other = (state.nicole + 1) % 4  # the next seat plays for the other team
    assert calaveras.evaluate_fitted(ENGINE.view(state, other), other) == pytest.approx(
        -nicole)


def test_a_count_without_weights_is_refused_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(calaveras, "FITTED_WEIGHTS", {4: calaveras.FITTED_WEIGHTS[4]})
    state = ENGINE.new_game(6, None, 0)
    with pytest.raises(ValueError, match="no fitted Mission Calaveras weights for 6 players"):
        calaveras.evaluate_state_fitted(state, 0)
    with pytest.raises(ValueError, match="no fitted Mission Calaveras weights for 6 players"):
        calaveras.evaluate_fitted(ENGINE.view(state, 0), 0)


def test_a_game_names_its_fitted_heuristic_and_one_without_has_none(
        monkeypatch: pytest.MonkeyPatch) -> None:
    for name, module in HEURISTIC_MODULES.items():
        assert fitted_heuristic(name) is importlib.import_module(module).FITTED
    monkeypatch.delattr(importlib.import_module(HEURISTIC_MODULES["caretos"]), "FITTED")
    with pytest.raises(ValueError, match="no fitted bot heuristic for game 'caretos'"):
        fitted_heuristic("caretos")  # a game may have none (a new one, before a fit)
    with pytest.raises(ValueError, match="no bot heuristic for game 'chess'"):
        fitted_heuristic("chess")


def test_a_search_rates_its_leaves_by_the_heuristic_its_settings_name() -> None:
    """A search given a heuristic asks it, not the game's, at every cut-off."""
    calls: list[int] = []

    def counted(state: Any, seat: int) -> float:
        calls.append(seat)
        return 0.0

    probe = Heuristic(evaluate=lambda view, seat: 0.0, scale=1.0, evaluate_state=counted)
    state = next(s for s in positions(4, 1) if len(ENGINE.legal_actions(
        s, ENGINE.to_act(s)[0])) > 1)
    seat = ENGINE.to_act(state)[0]
    decision = Decision(ENGINE, seat, ENGINE.view(state, seat),
                        ENGINE.legal_actions(state, seat))
    bot = ISMCTSBot(iterations=30, time_limit=None)
    bot.search(decision, random.Random(1), Settings(heuristic=probe))
    assert len(calls) >= 30  # every iteration's playout is rated (by each seat)
    calls.clear()
    bot.search(decision, random.Random(1), Settings())
    assert not calls  # without one, the game's own heuristic rated every cut-off


FITTED_TABLES = {3, 4}
"""The player counts whose expert searches with the fitted heuristic (adopted from rows
against ``ismcts``: docs/bots.md, "Strength")."""


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_expert_searches_with_the_fitted_heuristic_where_it_was_adopted(
        players: int) -> None:
    for budget in (0.3, 0.1):
        expert = ExpertBot(time_limit=budget)
        chosen = expert.settings_for("mission-calaveras", players).heuristic
        assert chosen is (calaveras.FITTED if players in FITTED_TABLES else None)


def test_a_game_searched_with_the_fitted_heuristic_is_played_legally() -> None:
    bot = expert_with("mission-calaveras", 6, heuristic=calaveras.FITTED)
    assert play_to_the_end(ENGINE, bot, 6, 5, opponent=bot) > 0  # every seat searched
