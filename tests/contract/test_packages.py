"""The clients as packages a front end or a bot author installs on their own:

- the Python client, pip-installed alone into a fresh venv, runs the example bot through a
  whole game against gunicorn and a worker;
- the TypeScript client, `npm pack`ed and installed into a scratch project, type-checks
  there under `tsc --strict`; in the repo, narrowing.ts narrows a game body by `game`
  with no cast.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import venv
from pathlib import Path

import requests

from tests.conftest import TYPESCRIPT_TREE
from tests.contract.conftest import ROOT
from tests.contract.test_spec import NODE_BIN, TYPESCRIPT, node_tools  # noqa: F401

pytestmark = TYPESCRIPT_TREE

PYTHON_CLIENT = ROOT / "openapi" / "clients" / "python"
BOT = ROOT / "examples" / "bot.py"
INSTALL_TIMEOUT = 300.0
"""Seconds for pip or npm to install (from their caches, or the registry)."""
GAME_TIMEOUT = 240.0
"""Seconds one bot game may take on a loaded 2-core machine."""


def test_python_client_installs_alone_and_plays_a_game(
    tmp_path: Path, live_server: str, worker: subprocess.Popen[bytes]
) -> None:
    source = tmp_path / "client"
    shutil.copytree(PYTHON_CLIENT, source, ignore=shutil.ignore_patterns("*.egg-info", "build"))
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", str(source)],
                   check=True, timeout=INSTALL_TIMEOUT)
    installed = subprocess.run([str(python), "-m", "pip", "list", "--format=json"],
                               check=True, capture_output=True, text=True).stdout
    names = {p["name"].lower() for p in json.loads(installed)}
    assert "tabletop-client" in names
    assert not names & {"tabletop-server", "flask", "redis"}, "more than the client came in"
    readme = (source / "README.md").read_text()
    assert "pip install ./openapi/clients/python" in readme
    # -I: the venv's own packages only, nothing from this checkout or PYTHONPATH
    result = subprocess.run(
        [str(python), "-I", str(BOT), "--url", live_server, "--game", "mission-calaveras",
         "--seed", "4", "--rng", "4"],
        capture_output=True, text=True, timeout=GAME_TIMEOUT, cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    game_id = result.stdout.splitlines()[0].split()[-1]
    final = requests.get(f"{live_server}/games/{game_id}", timeout=10).json()
    assert final["status"] == "finished"
    assert result.stdout.splitlines()[-1].startswith(f"game {game_id} over")


def test_narrowing_program_uses_no_cast() -> None:
    """narrowing.ts type-checks (test_spec runs tsc on the package) without `as` or `any`."""
    source = (TYPESCRIPT / "narrowing.ts").read_text()
    code = "\n".join(line for line in source.splitlines() if not line.strip().startswith("//"))
    assert " as " not in code and "any" not in code.replace("many", "")
    assert "@ts-expect-error" in source, "the program also shows what does not type-check"


def test_npm_pack_installs_into_a_scratch_project(
    tmp_path: Path, node_tools: Path  # noqa: F811
) -> None:
    packed = subprocess.run(
        ["npm", "pack", "--json", "--pack-destination", str(tmp_path)],
        cwd=TYPESCRIPT, check=True, capture_output=True, text=True, timeout=INSTALL_TIMEOUT,
    )
    tarball = tmp_path / json.loads(packed.stdout)[0]["filename"]
    manifest = json.loads((TYPESCRIPT / "package.json").read_text())
    assert {"name", "version", "types", "exports"} <= set(manifest)
    listed = {f["path"] for f in json.loads(packed.stdout)[0]["files"]}
    assert {"index.js", "index.d.ts", "schema.d.ts", "README.md", "package.json"} <= listed

    project = tmp_path / "front-end"
    project.mkdir()
    (project / "package.json").write_text(json.dumps({
        "name": "scratch-front-end", "version": "0.0.0", "private": True, "type": "module",
        "dependencies": {manifest["name"]: f"file:{tarball}"},
    }))
    subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--prefer-offline",
                    "--loglevel=error"], cwd=project, check=True, timeout=INSTALL_TIMEOUT)
    (project / "main.ts").write_text(f"""
import {{ createClient, type Game, type ActionOf }} from "{manifest["name"]}";

export async function firstLabel(baseUrl: string, token: string): Promise<string> {{
  const api = createClient(baseUrl, {{ token }});
  const read = await api.GET("/games/{{game_id}}", {{ params: {{ path: {{ game_id: "x" }} }} }});
  if (read.error) return read.error.detail;
  const game: Game = read.data;
  if (game.game === "caretos") {{
    const action: ActionOf<"caretos"> | undefined = game.legal_actions[0];
    return `${{game.action_labels[0] ?? ""}} ${{action?.type ?? ""}}`;
  }}
  return game.game;
}}
""")
    (project / "tsconfig.json").write_text(json.dumps({
        "compilerOptions": {"target": "ES2022", "module": "NodeNext",
                            "moduleResolution": "NodeNext", "strict": True, "noEmit": True,
                            "lib": ["ES2022", "DOM"], "skipLibCheck": False},
        "files": ["main.ts"],
    }))
    checked = subprocess.run([str(node_tools / "tsc"), "-p", "tsconfig.json"], cwd=project,
                             capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
