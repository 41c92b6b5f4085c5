"""Every shell and Python block of README.md and docs/ runs against a live stack.

The stack is the one the suite starts everywhere (gunicorn with deploy/gunicorn.conf.py, a
bot worker, the real Redis, this session's key prefix). The blocks of a page run in the
page's order, as a reader would type them, each in a fresh shell or interpreter, in one
scratch directory per page that links every top-level entry of the checkout (so
`examples/bot.py` resolves and files a block writes stay out of the tree), with the pages'
address (http://127.0.0.1:8000) replaced by the stack's. A block that exits with an error
fails its test.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from store.settings import Settings
from tests.conftest import env_for, start_gunicorn, start_worker, stop_process
from tests.docs.snippets import DOCUMENTED_URL, ROOT, RUN, Snippet, all_snippets

SNIPPET_TIMEOUT = 180.0
"""Seconds one block may take: a few play a whole game against bots on a loaded machine."""

RUNNING = [s for s in all_snippets() if s.runs]


@pytest.fixture(scope="module")
def stack(settings: Settings) -> Iterator[str]:
    """The API under gunicorn and one bot worker, on a free port."""
    base, api = start_gunicorn(settings)
    worker = start_worker(settings)
    yield base
    stop_process(worker)
    stop_process(api)


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> dict[Path, Path]:
    """One working directory per page, linking the checkout's top-level entries."""
    return {}


def workdir(scratch: dict[Path, Path], snippet: Snippet, tmp: pytest.TempPathFactory) -> Path:
    if snippet.path not in scratch:
        folder = tmp.mktemp(snippet.path.stem)
        for entry in ROOT.iterdir():
            (folder / entry.name).symlink_to(entry)
        scratch[snippet.path] = folder
    return scratch[snippet.path]


def run(snippet: Snippet, base: str, env: dict[str, str],
        cwd: Path) -> subprocess.CompletedProcess[str]:
    text = snippet.text.replace(DOCUMENTED_URL, base)
    if RUN[snippet.language] == "shell":
        command = ["bash", "-euo", "pipefail", "-c", text]
    else:
        command = [sys.executable, "-c", text]
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=SNIPPET_TIMEOUT)


@pytest.mark.parametrize("snippet", RUNNING, ids=lambda s: s.name)
def test_snippet_runs(snippet: Snippet, stack: str, settings: Settings,
                      scratch: dict[Path, Path],
                      tmp_path_factory: pytest.TempPathFactory) -> None:
    # `python` in a block is this interpreter (the project's venv), as after `make run`
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    env = {**env_for(settings), "PATH": path}
    result = run(snippet, stack, env, workdir(scratch, snippet, tmp_path_factory))
    assert result.returncode == 0, (
        f"{snippet.name} failed ({result.returncode}):\n{snippet.text}\n"
        f"stdout:\n{result.stdout[-3000:]}\nstderr:\n{result.stderr[-3000:]}"
    )
