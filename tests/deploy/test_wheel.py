"""The image's recipe, followed outside any container: the wheel is the whole server.

Read with Docker's own parser (the ``dockerfile`` package), the Dockerfile says what each
stage copies, installs and runs; this test does the same on this machine: it lays out the
build stage's files in a temporary directory and builds the wheel there, installs it into
a fresh virtual environment (no checkout on its path), lays out exactly the files the
runtime stage copies, and runs the stage's CMD with its ENV (and the port and Redis of this
test session) from its WORKDIR. What that server answers is what the image would: health,
the /play client and every asset it loads, /docs and its assets, the spec, a game played.
Docker itself does not run here; reading its file keeps the two from drifting apart.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import urljoin

import dockerfile
import pytest
import requests

from store.settings import Settings
from tests.conftest import ROOT, free_port, stop_process, wait_for_health

DOCKERFILE = ROOT / "deploy" / "Dockerfile"
PACKAGES = ("engines", "service", "store", "worker")
"""The project's import packages: the wheel holds every file git tracks under them."""
NOT_COPIED = shutil.ignore_patterns("__pycache__", "*.pyc")
"""What a checkout holds that no image should (the repository's .dockerignore agrees)."""
PIP_TIMEOUT = 300
"""Seconds for one pip run (a bound for a hung download, not a target)."""


@dataclass
class Stage:
    """One ``FROM ... AS name`` of the Dockerfile and its instructions."""

    name: str
    instructions: list[Any]

    def all(self, cmd: str) -> list[Any]:
        return [i for i in self.instructions if i.cmd == cmd]

    def workdir(self) -> PurePosixPath:
        (last, *_) = reversed(self.all("WORKDIR"))
        return PurePosixPath(last.value[0])

    def local_copies(self) -> list[tuple[list[str], str]]:
        """``COPY src... dest`` from the build context (not ``--from`` another stage)."""
        return [(list(c.value[:-1]), c.value[-1]) for c in self.all("COPY")
                if not any(f.startswith("--from") for f in c.flags)]

    def env(self) -> dict[str, str]:
        pairs: dict[str, str] = {}
        for instruction in self.all("ENV"):
            values = list(instruction.value)
            pairs.update(zip(values[::2], values[1::2], strict=True))
        return pairs

    def runs(self) -> list[str]:
        return [i.value[0] for i in self.all("RUN")]


def stages() -> dict[str, Stage]:
    found: dict[str, Stage] = {}
    current: Stage | None = None
    for instruction in dockerfile.parse_file(str(DOCKERFILE)):
        if instruction.cmd == "FROM":
            current = Stage(instruction.value[-1], [])
            found[current.name] = current
        elif current is not None:
            current.instructions.append(instruction)
    return found


def lay_out(stage: Stage, root: Path) -> Path:
    """Copy the stage's ``COPY`` sources from the checkout as it would; return its WORKDIR."""
    workdir = root / stage.workdir().relative_to("/")
    workdir.mkdir(parents=True, exist_ok=True)
    for sources, dest in stage.local_copies():
        target = workdir / dest
        for source in sources:
            origin = ROOT / source
            into = target / origin.name if dest.endswith("/") else target
            if origin.is_dir():
                shutil.copytree(origin, into, ignore=NOT_COPIED)
            else:
                into.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(origin, into)
    return workdir


def pip(python: Path | str, *args: str, cwd: Path) -> None:
    done = subprocess.run([str(python), "-m", "pip", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=PIP_TIMEOUT)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]


@dataclass
class Image:
    """The runtime stage as this machine holds it: a venv, a WORKDIR, an ENV, a CMD."""

    venv: Path
    workdir: Path
    wheel: Path
    stage: Stage

    def env(self, settings: Settings, port: int, home: Path) -> dict[str, str]:
        env = {"PATH": f"{self.venv / 'bin'}{os.pathsep}{os.environ['PATH']}",
               "HOME": str(home), **self.stage.env(), "PORT": str(port),
               "REDIS_URL": settings.redis_url, "TTG_KEY_PREFIX": settings.key_prefix,
               "TTG_BOT_QUEUE": settings.bot_queue, "WEB_CONCURRENCY": "2",
               "TTG_REDIS_CLUSTER": "1" if settings.redis_cluster else "0"}
        if settings.rq_redis_url:
            env["RQ_REDIS_URL"] = settings.rq_redis_url
        return env

    def command(self, kind: str) -> list[str]:
        """The CMD (exec form), or the HEALTHCHECK's command run through a shell."""
        if kind == "CMD":
            (cmd, *_) = reversed(self.stage.all("CMD"))
            assert cmd.json, "the CMD is in exec form, so signals reach gunicorn"
            return list(cmd.value)
        (check, *_) = reversed(self.stage.all("HEALTHCHECK"))
        assert check.value[0] == "CMD"
        return ["/bin/sh", "-c", check.value[1]]


@pytest.fixture(scope="module")
def image(tmp_path_factory: pytest.TempPathFactory) -> Image:
    """Build and install the wheel the way the Dockerfile's two stages do."""
    root = tmp_path_factory.mktemp("image")
    found = stages()
    build, runtime = found["build"], found["runtime"]
    (build_run,) = build.runs()
    assert shlex.split(build_run)[:2] == ["pip", "wheel"] and build_run.endswith(" ."), build_run
    source = lay_out(build, root / "build")
    wheels = root / "wheels"
    # the project's wheel only: its dependencies come from the index (or pip's cache) below,
    # as pip in the build stage fetches them
    pip(sys.executable, "wheel", "--quiet", "--no-deps", "--wheel-dir", str(wheels), ".",
        cwd=source)
    (wheel,) = wheels.glob("tabletop_server-*.whl")
    install = next(r for r in runtime.runs() if "pip install" in r)
    assert "/wheels/*.whl" in shlex.split(install), install
    venv = root / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=PIP_TIMEOUT)
    pip(venv / "bin" / "python", "install", "--quiet", str(wheel), cwd=root)
    workdir = lay_out(runtime, root / "runtime")
    return Image(venv, workdir, wheel, runtime)


@pytest.fixture(scope="module")
def server(image: Image, settings: Settings,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    """The runtime stage's CMD, from its WORKDIR, with its ENV."""
    port = free_port()
    env = image.env(settings, port, tmp_path_factory.mktemp("home"))
    log = tmp_path_factory.mktemp("logs") / "gunicorn.log"
    with log.open("wb") as out:
        process = subprocess.Popen(image.command("CMD"), cwd=image.workdir, env=env,
                                   stdout=out, stderr=subprocess.STDOUT)
    try:
        wait_for_health(f"http://127.0.0.1:{port}", process)
    except RuntimeError:
        pytest.fail(f"the image's CMD did not serve: {log.read_text()[-4000:]}")
    yield f"http://127.0.0.1:{port}", env
    stop_process(process)


def test_the_wheel_holds_every_file_of_the_packages(image: Image) -> None:
    tracked = subprocess.run(["git", "ls-files", *PACKAGES], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout.split()
    assert any(name.startswith("service/play/static/") for name in tracked)
    with zipfile.ZipFile(image.wheel) as wheel:
        held = set(wheel.namelist())
    assert sorted(set(tracked) - held) == []


def test_the_server_runs_from_the_venv_not_the_checkout(image: Image) -> None:
    where = subprocess.run(
        [str(image.venv / "bin" / "python"), "-c",
         "import service, service.serving.hooks; print(service.__file__)"],
        cwd=image.workdir, env={"PATH": os.environ["PATH"]}, capture_output=True, text=True,
        check=True,
    ).stdout.strip()
    assert Path(where).is_relative_to(image.venv), where
    laid_out = sorted(str(p.relative_to(image.workdir)) for p in image.workdir.rglob("*")
                      if p.is_file())
    assert laid_out == sorted(dest for _, dest in image.stage.local_copies())
    assert "deploy/gunicorn.conf.py" in laid_out


def test_health_live_metrics_and_the_healthcheck_pass(
    server: tuple[str, dict[str, str]], image: Image
) -> None:
    base, env = server
    live = requests.get(f"{base}/health/live", timeout=5)
    assert live.status_code == 200 and live.json()["status"] == "ok"
    metrics = requests.get(f"{base}/metrics", timeout=5)  # every worker's figures, summed
    assert metrics.status_code == 200 and "ttg_http_request_duration_seconds" in metrics.text
    check = subprocess.run(image.command("HEALTHCHECK"), cwd=image.workdir, env=env,
                           capture_output=True, text=True, timeout=30)
    assert check.returncode == 0, check.stderr


class Assets(HTMLParser):
    """The URLs a page loads: stylesheets, scripts, images."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        if tag == "script" and named.get("src"):
            self.urls.append(named["src"] or "")
        if tag == "link" and named.get("rel") in ("stylesheet", "icon") and named.get("href"):
            self.urls.append(named["href"] or "")
        if tag == "img" and named.get("src"):
            self.urls.append(named["src"] or "")


JS_IMPORT = re.compile(
    r"""(?:\bimport\b[^'"()]*?\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}/[^"']+)["']""")
"""A relative ES module import (static or dynamic): the browser fetches it too."""


def assets_of(base: str, path: str) -> dict[str, requests.Response]:
    """Every asset the page at ``path`` loads, and what a module script imports, fetched."""
    page = requests.get(f"{base}{path}", timeout=5)
    assert page.status_code == 200 and page.headers["Content-Type"].startswith("text/html")
    parser = Assets()
    parser.feed(page.text)
    pending = [urljoin(page.url, url) for url in parser.urls]
    fetched: dict[str, requests.Response] = {}
    while pending:
        url = pending.pop()
        if url in fetched:
            continue
        fetched[url] = requests.get(url, timeout=5)
        if url.endswith(".js") and fetched[url].ok:
            pending += [urljoin(url, name) for name in JS_IMPORT.findall(fetched[url].text)]
    return fetched


def test_play_serves_the_page_and_every_asset_it_names(
    server: tuple[str, dict[str, str]]
) -> None:
    base, _ = server
    fetched = assets_of(base, "/play")
    names = {url.rsplit("/", 1)[-1] for url in fetched}
    assert {"app.js", "play.css"} <= names, names
    assert {url: r.status_code for url, r in fetched.items()} == dict.fromkeys(fetched, 200)
    assert all(r.content for r in fetched.values())


def test_docs_serve_swagger_ui_with_its_assets_and_the_spec(
    server: tuple[str, dict[str, str]]
) -> None:
    base, _ = server
    fetched = assets_of(base, "/docs")
    assert any(url.endswith("swagger-ui-bundle.js") for url in fetched), list(fetched)
    assert {url: r.status_code for url, r in fetched.items()} == dict.fromkeys(fetched, 200)
    spec = requests.get(f"{base}/openapi.json", timeout=5)
    assert spec.status_code == 200 and spec.json()["openapi"].startswith("3.1")
    assert "/games/{game_id}/actions" in spec.json()["paths"]


def test_a_game_is_created_and_played_through_one_action(
    server: tuple[str, dict[str, str]]
) -> None:
    base, _ = server
    created = requests.post(f"{base}/games", timeout=5, json={
        "game": "caretos", "seed": 11, "players": [{"name": "ann"}, {"name": "bo"}]})
    assert created.status_code == 201, created.text
    game_id = created.json()["id"]
    assert created.headers["Location"] == f"/games/{game_id}"
    spectator = requests.get(f"{base}/games/{game_id}", timeout=5).json()
    (seat,) = spectator["to_act"]
    token = created.json()["seats"][seat]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    mine = requests.get(f"{base}/games/{game_id}", headers=auth, timeout=5).json()
    acted = requests.post(f"{base}/games/{game_id}/actions", headers=auth, timeout=5,
                          json={"action": mine["legal_actions"][0],
                                "version": mine["version"]})
    assert acted.status_code == 200, acted.text
    assert acted.json()["version"] == mine["version"] + 1
    log = requests.get(f"{base}/games/{game_id}/log", timeout=5).json()
    assert [entry["seat"] for entry in log["entries"] if entry["version"] > 0] == [seat]
