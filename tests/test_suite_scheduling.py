"""`make test`'s processes keep a file's tests together (tests/conftest.py's groups).

pytest 9.2 silently broke pytest-xdist's loadgroup (pytest-xdist#1386): the group no longer
reached the test ids the scheduler reads, so every test went its own way, a module's stack
started once per process and the files that build in the TypeScript client's tree ran side
by side. This reads the ids the scheduler got: those of the running session under `make
test`, else those of a small run started as `make test` starts one.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tests.conftest import ROOT

GROUPED = "tests/engines/test_caretos_board.py"
"""A file whose tests go to one process as one unit."""

SPREAD = "tests/engines/test_conformance.py"
"""A file in conftest's SPREAD: each of its tests a unit of its own."""

SHARED = ("tests/contract/test_packages.py", "tests/contract/test_spec.py")
"""Files in the TYPESCRIPT_TREE group."""

SMALL_RUN = [GROUPED, f"{SPREAD}::test_deterministic_from_seed",
             f"{SHARED[0]}::test_narrowing_program_uses_no_cast"]
"""Quick tests of each kind, for the run this starts when the session cannot tell."""


def scheduled_ids(request: pytest.FixtureRequest) -> list[str]:
    """The test ids xdist's scheduler got: this session's, when it runs with loadgroup and
    holds every kind, else a small run's (about 10 s), with `make test`'s options."""
    if getattr(request.config.option, "loadgroup", False):
        ids = [item.nodeid for item in request.session.items]
        if all(any(i.startswith(kind) for i in ids) for kind in (GROUPED, SPREAD, SHARED)):
            return ids
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-v", "-n", "2", "--dist", "loadgroup",
         "--no-loadscope-reorder", "-p", "no:cacheprovider", *SMALL_RUN],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    return re.findall(r"^\[gw\d+\] \[\s*\d+%\] PASSED (.+?)\s*$", out.stdout, re.MULTILINE)


def test_the_scheduler_gets_each_tests_group(request: pytest.FixtureRequest) -> None:
    ids = scheduled_ids(request)
    grouped = [i for i in ids if i.startswith(f"{GROUPED}::")]
    spread = [i for i in ids if i.startswith(f"{SPREAD}::")]
    shared = [i for i in ids if i.startswith(SHARED)]
    assert len(grouped) > 3 and spread and shared, ids[:10]
    assert all(i.endswith(f"@{GROUPED}") for i in grouped), grouped
    assert all(i.endswith("@" + i.rsplit("@", 1)[0]) for i in spread), spread
    assert all(i.endswith("@typescript-package") for i in shared), shared
