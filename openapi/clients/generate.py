"""Generate the clients from openapi/openapi.json: ``python openapi/clients/generate.py OUT``.

Writes ``OUT/python`` (openapi-python-client, settings in python-config.yaml) and
``OUT/typescript/schema.d.ts`` (openapi-typescript, from typescript/node_modules: run
``npm ci`` in openapi/clients/typescript first). ``make clients`` runs it with OUT =
openapi/clients; tests/contract runs it into a temporary directory and compares.
Both generators are pinned (pyproject.toml's dev extra, typescript/package-lock.json) and
run without formatters, so the output depends on the spec alone.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPEC = HERE.parent / "openapi.json"
PYTHON_CONFIG = HERE / "python-config.yaml"
TYPESCRIPT = HERE / "typescript"


def generate_python(out: Path) -> None:
    target = out / "python"
    if target.exists():
        shutil.rmtree(target)
    generator = Path(sys.executable).with_name("openapi-python-client")
    subprocess.run(
        [str(generator), "generate", "--path", str(SPEC), "--config", str(PYTHON_CONFIG),
         "--meta", "setup", "--output-path", str(target)],
        check=True, cwd=out, stdout=subprocess.DEVNULL,
    )


def generate_typescript(out: Path) -> None:
    target = out / "typescript" / "schema.d.ts"
    target.parent.mkdir(parents=True, exist_ok=True)
    generator = TYPESCRIPT / "node_modules" / ".bin" / "openapi-typescript"
    subprocess.run(
        [str(generator), str(SPEC), "--output", str(target)],
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
