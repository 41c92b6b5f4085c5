"""The import rules of the layout: engines import nothing of ours above them, the web
process never loads the worker, and the level registry the API shows matches the bots."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT


def loaded_after(statement: str) -> set[str]:
    code = f"import sys; {statement}; print('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    return set(out.split())


def test_the_web_app_never_loads_worker_code() -> None:
    modules = loaded_after("from service import create_app")
    assert "service" in modules
    assert not {m for m in modules if m == "worker" or m.startswith("worker.")}


def test_engines_import_nothing_of_ours_above_them() -> None:
    modules = loaded_after("import engines; engines.engines()")
    ours_above = {m.split(".")[0] for m in modules} & {"service", "store", "worker", "bench"}
    assert not ours_above


def test_the_level_registry_names_exactly_the_bots_the_worker_has() -> None:
    from store.bot_levels import BOT_LEVELS
    from worker.bots import LEVELS

    assert list(BOT_LEVELS) == list(LEVELS)
    for name, bot in LEVELS.items():
        assert bot.level == name
        assert BOT_LEVELS[name], f"level {name} has no description"
