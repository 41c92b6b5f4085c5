"""/play in a real browser (Debian's chromium, driven by Playwright) against gunicorn and a
real worker: each game played to the end against random bots by clicking `data-action`
elements, an invite link taking a seat in a second browser context, the lobby's listed
games joined, a rematch, the replay viewer, and screenshots written as artefacts."""

from __future__ import annotations

import json
import os
import random
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Request, ViewportSize

from store.settings import Settings
from tests.conftest import ROOT, start_gunicorn, start_worker, stop_process

SCREENSHOTS = Path(os.environ.get("PLAY_SCREENSHOTS", ROOT / "var" / "screenshots"))
"""Where the screenshots go (the lead looks at them); PLAY_SCREENSHOTS moves them."""

WAIT_MS = 120_000
"""How long the page may take to show a change on a loaded 2-core machine (bots included),
and to wait out a rate limit's Retry-After (the page retries then)."""

MAX_CLICKS = 3_000
"""A bound on one game's clicks, far above what a random game takes; reaching it fails."""

SCREENSHOT_AT_CLICK = 6
"""Mid-game: the table is screenshot after this many of our clicks."""

WHOLE_PAGE_SIZE: ViewportSize = {"width": 1200, "height": 900}
"""A desktop window; the phone-width check uses PHONE_SIZE."""

PHONE_SIZE: ViewportSize = {"width": 390, "height": 844}
"""A common phone's CSS viewport."""

LEGAL = "[data-action]:visible, #table .legal:visible"
"""What a player may click: every legal action, and the table's places holding several."""

CLOCK_BANK_SECONDS = 3_600
"""A Fischer clock for one game, far longer than a random game lasts (the clock is shown)."""

IDLE_STEP_MS = 100
"""How often a page is looked at again while others act."""


NewContext = Callable[[], BrowserContext]


@pytest.fixture(scope="module")
def play_server(settings: Settings) -> Iterator[str]:
    base, process = start_gunicorn(settings)
    worker = start_worker(settings)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    print(f"\n/play screenshots are written to {SCREENSHOTS}")
    yield base
    stop_process(worker)
    stop_process(process)


@pytest.fixture
def new_context(browser: Browser) -> Iterator[Callable[[], BrowserContext]]:
    """Browser contexts (separate players: own storage, own seats), closed afterwards."""
    contexts: list[BrowserContext] = []

    def make() -> BrowserContext:
        context = browser.new_context(viewport=WHOLE_PAGE_SIZE)
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()


def open_page(context: BrowserContext, url: str, outside: list[str], base: str) -> Page:
    """A page at ``url`` that notes in ``outside`` any request not to this server."""
    page = context.new_page()

    def note(request: Request) -> None:
        if not request.url.startswith((base, "data:")):
            outside.append(request.url)

    page.on("request", note)
    page.on("pageerror", lambda error: pytest.fail(f"script error on /play: {error}"))
    page.set_default_timeout(WAIT_MS)
    page.goto(url)
    return page


def create_game(page: Page, game: str, seats: list[str], options: dict[str, object] | None = None,
                listed: bool = False) -> str:
    """Fill the lobby's form (seats: "you", "open" or "bot:<level>") and wait for the table."""
    page.wait_for_selector("#create-game")
    page.select_option("#new-game", game)
    page.select_option("#new-count", str(len(seats)))
    for index, kind in enumerate(seats):
        page.select_option(f"#seat-{index}", kind)
    for name, value in (options or {}).items():
        page.fill(f"#opt-{name}", str(value))
    if listed:
        page.check("#new-listed")
    page.click("#create-game")
    page.wait_for_selector("#table")
    return page.evaluate("location.hash").split("game=")[1]


def play_to_end(pages: list[Page], rng: random.Random, shot: Path | None) -> int:
    """Click random visible legal actions on whichever page shows some, until game over."""
    clicks = idle = on_table = 0
    while clicks < MAX_CLICKS:
        if all(p.locator('#main[data-status="finished"]').count() for p in pages):
            assert on_table, "no legal action was taken on the table itself"
            return clicks
        ready = [p for p in pages if p.locator(LEGAL).count()]
        if not ready:  # the bots or the other page are acting
            idle += 1
            assert idle * IDLE_STEP_MS < WAIT_MS, "no page shows a legal action or the game over"
            pages[0].wait_for_timeout(IDLE_STEP_MS)
            continue
        idle = 0
        page = rng.choice(ready)
        version = page.get_attribute("#main", "data-version")
        choices = page.locator(LEGAL)
        choice = choices.nth(rng.randrange(choices.count()))
        if shot is not None and clicks == SCREENSHOT_AT_CLICK:  # legal actions highlighted
            page.screenshot(path=str(shot), full_page=True)
        on_table += choice.evaluate("e => !!e.closest('#table')")
        if choice.get_attribute("data-action") is None:  # several actions here: a menu opens
            choice.click()
            items = page.locator("#menu [data-action]")
            items.first.wait_for()
            choice = items.nth(rng.randrange(items.count()))
        json.loads(choice.get_attribute("data-action") or "")  # it holds the action's JSON
        if clicks % 2:  # every other one from the keyboard: legal actions are focusable
            choice.focus()
            page.keyboard.press("Enter")
        else:
            choice.click()
        clicks += 1
        page.wait_for_function(
            "v => document.querySelector('#main').dataset.version !== v"
            " || document.querySelector('#status.error')",
            arg=version, timeout=WAIT_MS)
    pytest.fail(f"no game over after {MAX_CLICKS} clicks")


def replay_at(page: Page, prefix: str) -> None:
    page.wait_for_function("p => document.querySelector('#replay-at').textContent.startsWith(p)",
                           arg=prefix)


def check_replay(page: Page, shot: Path) -> None:
    """The finished game redrawn at any version, forwards and back."""
    replay_at(page, "1 /")
    total = int((page.text_content("#replay-at") or "").split("/")[1])
    assert total > 1
    assert page.get_attribute("#replay-table", "data-version") == "1"
    page.click("#replay-forward")
    replay_at(page, "2 /")
    assert page.get_attribute("#replay-table", "data-version") == "2"
    page.locator("#replay").screenshot(path=str(shot))
    page.click("#replay-back")
    replay_at(page, "1 /")
    page.click("#replay-last")
    replay_at(page, f"{total} /")
    last = page.get_attribute("#replay-table", "data-version")
    assert last == page.get_attribute("#main", "data-version")


@pytest.mark.parametrize(("game", "seats", "options"), [
    ("caretos", ["you", "bot:random"], {}),
    ("encantados", ["you", "bot:random"], {"max_rounds": 1, "bank_seconds": CLOCK_BANK_SECONDS}),
])
def test_a_game_against_a_bot_to_the_end_then_replay_and_rematch(
        play_server: str, new_context: NewContext, game: str, seats: list[str],
        options: dict[str, object]) -> None:
    outside: list[str] = []
    page = open_page(new_context(), f"{play_server}/play", outside, play_server)
    first = create_game(page, game, seats, options)
    if game == "caretos":
        page.wait_for_selector("svg.board .location")
    if "bank_seconds" in options:  # the seat's clock is shown, ticking down to its deadline
        page.wait_for_selector('[data-seat-clock="0"][data-deadline]')
        assert "bank" in (page.text_content('[data-seat-clock="0"]') or "")
    else:
        assert page.locator("[data-seat-clock]").count() == 0
    started = time.monotonic()
    clicks = play_to_end([page], random.Random(game), SCREENSHOTS / f"{game}.png")
    print(f"\n{game}: {clicks} clicks to the end in {time.monotonic() - started:.1f} s")
    assert page.locator("#game-over").is_visible()
    assert page.locator("#events li").count() > 0, "the stream's log entries are listed"
    check_replay(page, SCREENSHOTS / f"{game}-replay.png")
    page.click("#replay-first")  # the button keeps the focus: arrow keys step from there
    page.keyboard.press("ArrowRight")
    replay_at(page, "2 /")
    page.click("#rules summary")
    assert page.locator("#rules h4").count() >= 5  # GET /game-types/{name}'s rule sections
    page.click("#rematch")
    page.wait_for_function("id => !location.hash.includes(id)", arg=first)
    page.wait_for_selector('#main[data-status="active"]')
    assert not outside, f"/play fetched from elsewhere: {outside}"


def test_mission_calaveras_with_an_invited_player_and_a_spectator(
        play_server: str, new_context: NewContext) -> None:
    outside: list[str] = []
    host = open_page(new_context(), f"{play_server}/play", outside, play_server)
    create_game(host, "mission-calaveras", ["you", "open", "bot:random"])
    host.wait_for_selector('#main[data-status="waiting"]')
    link = host.get_attribute(".invite-link", "href") or ""
    assert "invite=" in link
    guest = open_page(new_context(), link, outside, play_server)
    guest.fill("#join-name", "guest")
    guest.click("#join-seat")
    guest.wait_for_selector('#main[data-status="active"]')
    host.wait_for_selector('#main[data-status="active"]')  # through the event stream
    assert "guest" in (host.text_content("#table") or "")
    game_id = host.evaluate("location.hash").split("game=")[1]
    spectator = open_page(new_context(), f"{play_server}/play#game={game_id}", outside, play_server)
    spectator.wait_for_selector("#table")
    assert "a spectator" in (spectator.text_content(".head") or "")
    started = time.monotonic()
    clicks = play_to_end([host, guest], random.Random(3), SCREENSHOTS / "mission-calaveras.png")
    print(f"\nmission-calaveras: {clicks} clicks to the end in {time.monotonic() - started:.1f} s")
    spectator.wait_for_selector('#main[data-status="finished"]')  # it followed the stream
    assert spectator.locator("[data-action]").count() == 0
    assert spectator.locator("#rematch").count() == 0  # a spectator has no seat to replay
    assert not outside, f"/play fetched from elsewhere: {outside}"


def test_a_listed_game_is_joined_from_the_lobby_at_phone_width(
        play_server: str, new_context: NewContext) -> None:
    outside: list[str] = []
    host = open_page(new_context(), f"{play_server}/play", outside, play_server)
    game_id = create_game(host, "caretos", ["you", "open"], listed=True)
    guest = open_page(new_context(), f"{play_server}/play", outside, play_server)
    guest.wait_for_selector(f'[data-join^="{game_id}/"]')
    guest.screenshot(path=str(SCREENSHOTS / "lobby.png"), full_page=True)
    guest.set_viewport_size(PHONE_SIZE)
    guest.click(f'[data-join^="{game_id}/"]')
    guest.fill("#join-name", "phone guest")
    guest.click("#join-seat")
    guest.wait_for_selector('#main[data-status="active"]')
    host.wait_for_selector('#main[data-status="active"]')
    width = guest.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE_SIZE["width"], f"the table scrolls sideways at phone width ({width}px)"
    guest.screenshot(path=str(SCREENSHOTS / "caretos-phone.png"), full_page=True)
    assert not outside, f"/play fetched from elsewhere: {outside}"


def test_resign_lets_the_bot_finish_and_abort_calls_a_waiting_game_off(
        play_server: str, new_context: NewContext) -> None:
    outside: list[str] = []
    page = open_page(new_context(), f"{play_server}/play", outside, play_server)
    create_game(page, "caretos", ["you", "open"])
    page.wait_for_selector('#main[data-status="waiting"]')
    page.click("#abort")
    page.wait_for_selector('#main[data-status="aborted"]')
    assert page.locator("[data-action]").count() == 0
    page.goto(f"{play_server}/play")
    create_game(page, "mission-calaveras", ["you", "bot:random", "bot:random"])
    page.wait_for_selector("#resign")
    page.click("#resign")
    page.wait_for_selector('#main[data-status="finished"]')  # the replacement bot played on
    assert "resigned" in (page.text_content("#seat-list") or "")
    assert not outside, f"/play fetched from elsewhere: {outside}"


def test_the_bundled_client_is_current(tmp_path: Path) -> None:
    """static/client.js is what web/play's pinned esbuild makes of the TypeScript package."""
    web = ROOT / "web" / "play"
    committed = ROOT / "service" / "play" / "static" / "client.js"
    build = json.loads((web / "package.json").read_text())["scripts"]["build"].split()
    out = tmp_path / "client.js"
    command = [f"--outfile={out}" if arg.startswith("--outfile=") else arg for arg in build]
    subprocess.run(["npx", "--no-install", *command], cwd=web, check=True, capture_output=True)
    assert out.read_text() == committed.read_text(), "run `npm run build` in web/play"
