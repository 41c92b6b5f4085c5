"""The TypeScript client's README, run as written: its blocks, in order, are one ES module.
It is type-checked with ``tsc --strict`` against the package, then compiled and run with Node
against a live server (the stream server in front of the API, a worker playing the bots).

The package runs as npm would install it: ``index.ts`` built by its own build settings into
a scratch ``node_modules/tabletop-client``, beside the package's pinned openapi-fetch.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

from tests.conftest import TYPESCRIPT_TREE
from tests.contract.test_spec import TYPESCRIPT, node_tools  # noqa: F401
from tests.docs.snippets import DOCUMENTED_URL

pytestmark = TYPESCRIPT_TREE

README = TYPESCRIPT / "README.md"

RUN_TIMEOUT = 120
"""Seconds the whole flow may take under Node: a random bot plays an Encantados game out
after the resign, in a few seconds (a bound for a hang)."""


def program() -> str:
    blocks = re.findall(r"```ts\n(.*?)```", README.read_text(), flags=re.DOTALL)
    assert len(blocks) >= 6, "lobby, join, long poll, stream, resign, log, rematch"
    return "\n".join(blocks)


def test_the_readme_covers_a_bots_whole_flow() -> None:
    source = program()
    for path in ('"/games"', "/seats/{index}/join", "after_version", "/tickets",
                 "/events", "/resign", "/log", "/rematch"):
        assert path in source, path


def build(project: Path, source: str, node_tools: Path) -> subprocess.CompletedProcess[str]:  # noqa: F811
    """The package under node_modules, the README as main.ts; tsc checks and emits both."""
    package = project / "node_modules" / "tabletop-client"
    package.mkdir(parents=True)
    (project / "node_modules" / "openapi-fetch").symlink_to(
        TYPESCRIPT / "node_modules" / "openapi-fetch")
    built = subprocess.run(
        [str(node_tools / "tsc"), "-p", str(TYPESCRIPT / "tsconfig.build.json"),
         "--outDir", str(package)], capture_output=True, text=True)
    assert built.returncode == 0, built.stdout + built.stderr
    (package / "schema.d.ts").write_text((TYPESCRIPT / "schema.d.ts").read_text())
    (package / "package.json").write_text((TYPESCRIPT / "package.json").read_text())
    (project / "package.json").write_text(json.dumps({"type": "module", "private": True}))
    (project / "main.ts").write_text(source + "\nexport {};\n")
    (project / "tsconfig.json").write_text(json.dumps({"compilerOptions": {
        "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
        "lib": ["ES2022", "DOM", "DOM.Iterable"], "strict": True,
        "noUncheckedIndexedAccess": True, "skipLibCheck": False, "outDir": "."},
        "files": ["main.ts"]}))
    return subprocess.run([str(node_tools / "tsc"), "-p", "tsconfig.json"], cwd=project,
                          capture_output=True, text=True)


def test_the_readme_type_checks_and_runs_against_a_live_server(
    live_server: str, worker: subprocess.Popen[bytes], tmp_path: Path,
    node_tools: Path,  # noqa: F811
) -> None:
    checked = build(tmp_path, program().replace(DOCUMENTED_URL, live_server), node_tools)
    assert checked.returncode == 0, checked.stdout + checked.stderr

    ran = subprocess.run(["node", "main.js"], cwd=tmp_path, capture_output=True, text=True,
                         timeout=RUN_TIMEOUT, env={**os.environ, "NODE_NO_WARNINGS": "1"})
    assert ran.returncode == 0, ran.stdout + ran.stderr
    lines = ran.stdout.splitlines()
    assert re.fullmatch(r"version \d+ (active|finished)", lines[0]), lines
    assert re.fullmatch(r"version \d+ seat 1", lines[1]), lines
    assert re.fullmatch(r".+ resigned \[ 1 \]", lines[2]), lines
    assert re.fullmatch(r"[1-9]\d* actions; seed \d+", lines[3]), lines
    assert re.fullmatch(r"rematch [0-9a-f]+ active", lines[4]), lines


def test_a_wrong_block_fails_the_check(tmp_path: Path, node_tools: Path) -> None:  # noqa: F811
    """The check is real: a path the spec lacks does not compile."""
    wrong = program().replace('"/games/{game_id}/resign"', '"/games/{game_id}/surrender"')
    checked = build(tmp_path, wrong, node_tools)
    assert checked.returncode != 0 and "surrender" in checked.stdout
