"""Generate the clients from openapi/openapi.json: ``python openapi/clients/generate.py OUT``.

Writes ``OUT/python`` (openapi-python-client, settings in python-config.yaml) and
``OUT/typescript/schema.d.ts`` (openapi-typescript, from typescript/node_modules: run
``npm ci`` in openapi/clients/typescript first). ``make clients`` runs it with OUT =
openapi/clients; tests/contract runs it into a temporary directory and compares.
Both generators are pinned (pyproject.toml's dev extra, typescript/package-lock.json) and
run without formatters, so the output depends on the spec alone. The Python package's
README is ours (python-README.md), not the generator's.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SPEC = HERE.parent / "openapi.json"
PYTHON_CONFIG = HERE / "python-config.yaml"
PYTHON_README = HERE / "python-README.md"
TYPESCRIPT = HERE / "typescript"


def for_python_generator(spec: dict[str, Any]) -> dict[str, Any]:
    """``spec`` as openapi-python-client should read it.

    An operation whose ``security`` lists ``{}`` (anonymous allowed: the spectator reads)
    loses its ``security``: openapi-python-client 0.29 treats any non-empty list as
    "token required" and would accept only an AuthenticatedClient there (its issue #1372).
    Without the list it accepts a plain Client too; an AuthenticatedClient still sends its
    token. The published spec keeps the exact declaration.

    An event stream's schema (each Server-Sent Event, as OpenAPI 3.1 reads it) is left out
    for it: openapi-python-client would parse the whole stream's text as one event and fail.
    Without it, the operation answers the stream's bytes (``Response.content``); each event's
    ``data`` is a model the package has (``GameUpdate``, ``StreamEnd``).
    """
    paths = {}
    for path, item in spec["paths"].items():
        paths[path] = {
            method: (
                without_stream_schemas({k: v for k, v in op.items() if k != "security"}
                                       if {} in op.get("security", [{"": []}]) else op)
                if isinstance(op, dict) else op
            )
            for method, op in item.items()
        }
    return {**spec, "paths": paths}


def without_stream_schemas(operation: dict[str, Any]) -> dict[str, Any]:
    """``operation`` with its ``text/event-stream`` answers' schemas dropped."""
    responses = {}
    for status, response in operation.get("responses", {}).items():
        content = response.get("content", {})
        if "text/event-stream" in content:
            response = {**response, "content": {**content, "text/event-stream": {}}}
        responses[status] = response
    return {**operation, "responses": responses}


def generate_python(out: Path) -> None:
    target = out / "python"
    if target.exists():
        shutil.rmtree(target)
    generator = Path(sys.executable).with_name("openapi-python-client")
    with tempfile.TemporaryDirectory() as scratch:
        spec = Path(scratch) / "openapi.json"
        spec.write_text(json.dumps(for_python_generator(json.loads(SPEC.read_text()))))
        subprocess.run(
            [str(generator), "generate", "--path", str(spec), "--config", str(PYTHON_CONFIG),
             "--meta", "setup", "--output-path", str(target)],
            check=True, cwd=out, stdout=subprocess.DEVNULL,
        )
    shutil.copyfile(PYTHON_README, target / "README.md")


def generate_typescript(out: Path) -> None:
    target = out / "typescript" / "schema.d.ts"
    target.parent.mkdir(parents=True, exist_ok=True)
    generator = TYPESCRIPT / "node_modules" / ".bin" / "openapi-typescript"
    subprocess.run(
        # a field with a default may be left out of a request body: without this flag
        # openapi-typescript makes it required (JoinRequest's `invite`, every option)
        [str(generator), str(SPEC), "--default-non-nullable", "false", "--output", str(target)],
        check=True, cwd=TYPESCRIPT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python openapi/clients/generate.py OUT", file=sys.stderr)
        return 2
    out = Path(argv[0]).resolve()
    out.mkdir(parents=True, exist_ok=True)
    generate_python(out)
    generate_typescript(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
