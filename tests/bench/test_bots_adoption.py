"""An adopted variant: a sweep's games of it are the level's games of the adopting build,
a later run of the level's row pools them, and the level's games from before the adoption
rate a player of their own, never the level served."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import bench.bots as bots
from bench.bots import (
    ADOPTIONS,
    Adoption,
    GameResult,
    LevelSpec,
    RowKey,
    build_of,
    finished,
    in_force,
    read_record,
)
from bench.ratings import rated_games, ratings
from worker.bots.expert import SETTINGS, TABLE_SETTINGS, ExpertBot
from worker.bots.heuristics.mission_calaveras import FITTED

CALAVERAS_4 = ("mission-calaveras", 4)


def duel(a: str, b: str, a_wins: bool, seed: int) -> GameResult:
    return GameResult(ranks={0: 1.0, 1: 2.0} if a_wins else {0: 2.0, 1: 1.0},
                      winners=frozenset({0 if a_wins else 1}), sides=2, levels=[a, b],
                      cpu={a: [0.3], b: [0.2]}, wall={a: [0.31], b: [0.21]}, seed=seed)


def test_the_four_player_calaveras_adoption_is_the_code_its_variant_ran() -> None:
    """The adopted build's expert is the variant the sweep played (the game's settings
    with the group pick and the fitted heuristic), at the real budget and the ladder's
    0.1 s alike; new games at 4 players record under the adopting build, other counts
    under the game's."""
    adoption = in_force(*CALAVERAS_4)
    assert adoption is not None
    assert (adoption.level, adoption.variant) == ("expert", "expert~fitted=1")
    real = ExpertBot(time_limit=0.3).settings_for(*CALAVERAS_4)
    assert real == replace(SETTINGS["mission-calaveras"], pick_group=True, heuristic=FITTED)
    assert ExpertBot(time_limit=0.1).settings_for(*CALAVERAS_4) == real
    assert build_of(*CALAVERAS_4) == adoption.build != bots.BUILDS["mission-calaveras"]
    assert build_of("mission-calaveras", 6) == bots.BUILDS["mission-calaveras"]


def before_adoption(table: tuple[str, int], adoptions: tuple[Adoption, ...]) -> ExpertBot:
    """The expert as it was when ``adoptions[-1]``'s variant was played: the table's
    entry gone, the earlier adoptions' variants applied in turn."""
    bot = ExpertBot(time_limit=0.3, table_settings={
        k: v for k, v in TABLE_SETTINGS.items() if k != table})
    for earlier in adoptions[:-1]:
        tweaked = bots.tweaked(bot, LevelSpec.parse(earlier.variant).tweaks, *table)
        assert isinstance(tweaked, ExpertBot)
        bot = tweaked
    return bot


@pytest.mark.parametrize("table", sorted(ADOPTIONS))
def test_every_adopted_variant_searched_as_the_level_does_now(table: tuple[str, int]) -> None:
    """The variant, made from the expert as it was before the adoption (without the
    table's entry, with the earlier adoptions there), searches with the settings the
    level has there now at the real budget (``group_above`` aside: it means nothing
    without groups)."""
    adoptions = ADOPTIONS[table]
    variant = bots.tweaked(before_adoption(table, adoptions),
                           LevelSpec.parse(adoptions[-1].variant).tweaks, *table)
    assert isinstance(variant, ExpertBot)
    then, now = variant.settings_for(*table), ExpertBot(time_limit=0.3).settings_for(*table)
    if now.group is None:
        then, now = replace(then, group_above=0), replace(now, group_above=0)
    assert then == now


def test_each_adoption_of_a_table_keeps_reading_its_own_variants_games(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two adoptions in turn: the first's variant games stay the level's games of the
    first build (rated apart once the second is in force), the second's move to the
    second build, where the level's row then pools."""
    monkeypatch.setattr(bots, "ADOPTIONS", {("caretos", 3): (
        Adoption("expert", "expert~bias=0", ("b-1",), "b-2"),
        Adoption("expert", "expert~depth=5", ("b-2",), "b-3"))})
    record = tmp_path / "games.jsonl"
    for build, a in (("b-1", "expert~bias=0"), ("b-2", "expert~depth=5"), ("b-3", "expert")):
        for seed in (1, 2):
            finished(duel(a, "pimc", True, seed + len(build)),
                     RowKey("caretos", 3, f"{a}:pimc", 0.3, None, build), record)
    rows = {(k.row, k.build): sorted(r.seed for r in v) for k, v in read_record(record).items()}
    assert rows == {("expert:pimc", "b-2"): [4, 5], ("expert:pimc", "b-3"): [4, 5]}
    assert build_of("caretos", 3) == "b-3"
    (games,) = rated_games(record).values()
    assert sorted({lv for r in games for lv in r.levels}) == ["expert", "expert (b-2)", "pimc"]


def test_a_variants_games_read_as_the_levels_row_of_the_adopting_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the variant's pairing games of the build it was adopted from move, with their
    row, levels and times; the same variant under another build or in a table, and the
    level's own older games, stay where they were."""
    monkeypatch.setattr(bots, "ADOPTIONS", {("caretos", 3): (Adoption(
        "expert", "expert~bias=0", ("b-1",), "b-2"),)})
    record = tmp_path / "games.jsonl"
    for build, row, seeds in (("b-1", "expert~bias=0:pimc", (1, 2)),
                              ("b-1", "expert~bias=0@0.1:pimc", (4,)),
                              ("b-1", "expert~bias=0,exploration=1:pimc", (5,)),
                              ("b-0", "expert~bias=0:pimc", (1,)),
                              ("b-1", "table:expert~bias=0,pimc", (7,)),
                              ("b-1", "expert:pimc", (3,))):
        key = RowKey("caretos", 3, row, 0.3, None, build)
        level = row[6:].split(",")[0] if row.startswith("table:") else row.split(":")[0]
        for seed in seeds:
            finished(duel(level, "pimc", True, seed), key, record)
    rows = {(k.row, k.build): v for k, v in read_record(record).items()}
    assert sorted(rows) == [("expert:pimc", "b-1"), ("expert:pimc", "b-2"),
                            ("expert@0.1:pimc", "b-2"), ("expert~bias=0,exploration=1:pimc", "b-1"),
                            ("expert~bias=0:pimc", "b-0"), ("table:expert~bias=0,pimc", "b-1")]
    assert rows[("expert@0.1:pimc", "b-2")][0].levels == ["expert@0.1", "pimc"]
    moved = rows[("expert:pimc", "b-2")]
    assert [r.seed for r in moved] == [1, 2]
    assert all(r.levels == ["expert", "pimc"] and set(r.cpu) == set(r.wall) == {"expert", "pimc"}
               for r in moved)
    assert rows[("expert~bias=0:pimc", "b-0")][0].levels == ["expert~bias=0", "pimc"]


def test_the_levels_row_resumes_from_the_variants_games(tmp_path: Path) -> None:
    """A run of the adopted level's row plays only the seeds its variant did not."""
    adoption = in_force(*CALAVERAS_4)
    assert adoption is not None
    record = tmp_path / "games.jsonl"
    key = RowKey(*CALAVERAS_4, f"{adoption.variant}:random", None, 3, adoption.played_as[0])
    for seed in (1, 2):
        finished(duel(adoption.variant, "random", True, seed), key, record)
    args = ["--engine", "mission-calaveras", "--players", "4", "--pair", "expert:random",
            "--games", "3", "--iterations", "3", "--record", str(record)]
    assert bots.main(args) == 0
    rows = read_record(record)
    assert [k.build for k in rows] == [adoption.build]
    (games,) = rows.values()
    assert sorted(r.seed for r in games) == [1, 2, 3]  # seed 3 played, 1 and 2 read


def test_the_levels_older_games_rate_another_player(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The level served is rated from the adopting build's games only (its variant's
    included): here it lost all of those, and had won all of its older ones."""
    monkeypatch.setattr(bots, "ADOPTIONS", {("caretos", 3): (Adoption(
        "expert", "expert~bias=0", ("b-1",), "b-2"),)})
    record = tmp_path / "games.jsonl"
    for build, a, a_wins in (("b-0", "expert", True), ("b-1", "expert~bias=0", False),
                             ("", "pimc", True)):
        key = RowKey("caretos", 3, f"{a}:random", 0.3, None, build)
        for seed in range(6):
            finished(duel(a, "random", a_wins, seed), key, record)
    (games,) = rated_games(record).values()
    assert sorted({lv for r in games for lv in r.levels}) == [
        "expert", "expert (b-0)", "pimc", "random"]
    rated = {r.level: r for r in ratings(record)["caretos"]}
    assert rated["expert"].games == 6 and rated["expert"].rating < 0 < rated["pimc"].rating
