"""Every TypeScript block of README.md and docs/ type-checks against the client package.

The blocks are shown, not run (a browser or Node program needs a bundler or a build), so
`tsc --strict` is their test: a block that calls a path, parameter or field the generated
client lacks fails here. They compile against the package's own source
(openapi/clients/typescript/index.ts), under its own compiler settings.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.conftest import TYPESCRIPT_TREE
from tests.contract.test_spec import TYPESCRIPT, node_tools  # noqa: F401
from tests.docs.snippets import all_snippets

pytestmark = TYPESCRIPT_TREE

TYPESCRIPT_BLOCKS = [s for s in all_snippets() if s.language in ("ts", "typescript")]


def test_the_pages_show_typescript() -> None:
    assert TYPESCRIPT_BLOCKS, "docs/writing-a-bot.md shows a TypeScript bot"


@pytest.mark.parametrize("snippet", TYPESCRIPT_BLOCKS, ids=lambda s: s.name)
def test_typescript_block_type_checks(snippet: object, tmp_path: Path,
                                      node_tools: Path) -> None:  # noqa: F811
    from tests.docs.snippets import Snippet

    assert isinstance(snippet, Snippet)
    (tmp_path / "snippet.ts").write_text(snippet.text)
    settings = json.loads((TYPESCRIPT / "tsconfig.json").read_text())["compilerOptions"]
    settings["paths"] = {"tabletop-client": [str(TYPESCRIPT / "index.ts")]}
    (tmp_path / "tsconfig.json").write_text(json.dumps(
        {"compilerOptions": settings, "files": ["snippet.ts"]}))
    checked = subprocess.run([str(node_tools / "tsc"), "-p", "tsconfig.json"], cwd=tmp_path,
                             capture_output=True, text=True)
    assert checked.returncode == 0, f"{snippet.name}:\n{checked.stdout}{checked.stderr}"
