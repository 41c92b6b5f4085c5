"""`make test`'s processes keep a file's tests together (tests/conftest.py's groups).

pytest 9.2 silently broke pytest-xdist's loadgroup (pytest-xdist#1386): the group no longer
reached the test ids the scheduler reads, so every test went its own way, a module's stack
started once per process and the files that build in the TypeScript client's tree ran side
by side. Under `make test` this reads the ids the scheduler got.
"""

from __future__ import annotations

import pytest

GROUPED = "tests/engines/test_caretos_board.py"
"""A file whose tests go to one process as one unit."""

SPREAD = "tests/engines/test_conformance.py"
"""A file in conftest's SPREAD: each of its tests a unit of its own."""

SHARED = ("tests/contract/test_packages.py", "tests/contract/test_spec.py")
"""Files in the TYPESCRIPT_TREE group."""


def test_the_scheduler_gets_each_tests_group(request: pytest.FixtureRequest) -> None:
    if not getattr(request.config.option, "loadgroup", False):
        pytest.skip("the groups are pytest-xdist's: `make test` runs with --dist loadgroup")
    ids = [item.nodeid for item in request.session.items]
    grouped = [i for i in ids if i.startswith(f"{GROUPED}::")]
    spread = [i for i in ids if i.startswith(f"{SPREAD}::")]
    shared = [i for i in ids if i.startswith(SHARED)]
    if not (grouped and spread and shared):
        pytest.skip("run with the whole suite, as `make test` does")
    assert all(i.endswith(f"@{GROUPED}") for i in grouped), grouped
    assert all(i.endswith("@" + i.rsplit("@", 1)[0]) for i in spread), spread
    assert all(i.endswith("@typescript-package") for i in shared), shared
