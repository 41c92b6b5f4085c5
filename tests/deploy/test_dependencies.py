"""Every third-party module the server imports is a dependency it declares, and back.

The imports are read from the source (``ast``: every ``import`` anywhere in a file, inside
functions and ``if`` blocks too), mapped to the distributions that install them
(``importlib.metadata.packages_distributions``) and compared with the requirements of the
installed ``tabletop-server`` (its extras left out: a server does not install ``dev``). An
import that only works because a dependency happens to pull its package in breaks the day
that dependency stops; a declared package nothing uses is weight in every image.
"""

from __future__ import annotations

import ast
import importlib.metadata
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from packaging.requirements import Requirement

from tests.conftest import ROOT

SERVER_CODE = ("engines", "service", "store", "worker", "deploy")
"""What runs in production (tests/, bench/ and examples/ install the ``dev`` extra)."""
OURS = {"engines", "service", "store", "worker", "deploy"}
DISTRIBUTION = "tabletop-server"

USED_BY_NAME = {
    "python-json-logger": ("pythonjsonlogger", ROOT / "deploy" / "gunicorn.conf.py"),
    "uvloop": ("GunicornUVLoopWebWorker", ROOT / "deploy" / "streams.conf.py"),
}
"""Declared packages loaded from a name in configuration rather than an import (a log
formatter; aiohttp's uvloop worker class): what names them, and the file that does (checked,
so the entry cannot go stale)."""


ACCELERATORS = {"hiredis": "redis"}
"""Declared packages another dependency uses on its own when installed (redis-py's C reply
parser): the dependency whose metadata offers it (checked, as above)."""


def normalise(name: str) -> str:
    """A distribution name as PEP 503 compares them."""
    return re.sub(r"[-_.]+", "-", name).lower()


def imports() -> Iterator[tuple[str, Path]]:
    """Each absolute import's top-level module, with the file importing it."""
    for top in SERVER_CODE:
        for path in sorted((ROOT / top).rglob("*.py")):
            if "node_modules" in path.parts:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Import):
                    for alias in node.names:
                        yield alias.name.partition(".")[0], path
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    yield node.module.partition(".")[0], path


def third_party() -> dict[str, set[str]]:
    """Each third-party module imported, with the files importing it."""
    found: dict[str, set[str]] = {}
    for module, path in imports():
        if module in sys.stdlib_module_names or module in OURS:
            continue
        found.setdefault(module, set()).add(str(path.relative_to(ROOT)))
    return found


def declared() -> set[str]:
    """The installed distribution's requirements without an extra."""
    requirements = [Requirement(r) for r in importlib.metadata.requires(DISTRIBUTION) or []]
    return {normalise(r.name) for r in requirements
            if r.marker is None or r.marker.evaluate({"extra": ""})}


def test_every_third_party_import_is_a_declared_dependency() -> None:
    distributions = importlib.metadata.packages_distributions()
    needs = declared()
    undeclared = {}
    for module, files in sorted(third_party().items()):
        providers = {normalise(d) for d in distributions.get(module, [])}
        if not providers & needs:
            undeclared[module] = (sorted(providers) or "installed by nothing", sorted(files))
    assert undeclared == {}, f"imported but not declared in pyproject.toml: {undeclared}"


def test_every_declared_dependency_is_used() -> None:
    distributions = importlib.metadata.packages_distributions()
    imported = {normalise(d) for module in third_party() for d in distributions.get(module, [])}
    for name, (module, path) in USED_BY_NAME.items():
        assert module in path.read_text(encoding="utf-8"), f"{path} no longer names {module}"
        imported.add(normalise(name))
    for name, user in ACCELERATORS.items():
        offered = [Requirement(r).name for r in importlib.metadata.requires(user) or []]
        assert name in offered, f"{user} no longer offers {name}"
        imported.add(normalise(name))
    assert sorted(declared() - imported) == []


def test_the_comparison_sees_imports_anywhere_in_a_file() -> None:
    """Imports inside functions and ``if`` blocks count (the gevent patch, lazy hooks)."""
    modules = third_party()
    assert "deploy/gunicorn.conf.py" in modules["gevent"]
    assert "service/serving/hooks.py" in modules["prometheus_client"]
    assert {"flask", "redis", "marshmallow", "werkzeug", "webargs", "apispec"} <= set(modules)
