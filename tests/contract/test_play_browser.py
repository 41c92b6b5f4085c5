"""/play in a real browser (Debian's chromium, driven by Playwright) against gunicorn and a
real worker: each game played to the end against random bots by clicking `data-action`
elements (moves chosen in steps), partly at phone width, checking what a person sees at
every step (whose turn against the API, the tab title and icon, named cards, sentences
without ids, 32 px tap targets); an invite link taking a seat in a second browser context,
the lobby's explanations and listed games, the rules before a game, a rematch, the replay
viewer, and screenshots of each game at desktop and phone width written as artefacts."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import requests
from playwright.sync_api import (
    APIResponse,
    Browser,
    BrowserContext,
    Page,
    Request,
    Route,
    ViewportSize,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from store.settings import Settings
from tests.conftest import (
    ROOT,
    TYPESCRIPT_TREE,
    settings_of_its_own,
    start_stack,
    start_worker,
    stop_process,
)

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


NewContext = Callable[..., BrowserContext]

RAW_ID = re.compile(r"\b[a-z]+(?:-[a-z]+)*-\d+\b|[{}\[\]\"]|\bnull\b|\bundefined\b")
"""What an event sentence never shows: a card or location id (hotel-6, night-29, plain-6),
JSON punctuation, null."""

MIN_TAP_PX = 32
"""The least width and height of anything one taps at phone width."""

PHONE_AT_CLICK = 8
"""From this many clicks on, a game is played at phone width (tap targets checked)."""

CHECK_EVERY = 4
"""Cards and event sentences are checked every this many clicks (each check reads the page)."""

CLOCK = re.compile(r"(\d+:)?\d+:\d\d")
"""A seat's clock: one number, (hours,) minutes and seconds."""


@pytest.fixture(scope="module")
def settings(settings: Settings) -> Settings:
    """This module's own keys and queue: its worker plays its games only, and a test's
    ``forget_games`` removes them from here."""
    return settings_of_its_own(settings, "play")


@pytest.fixture(scope="module")
def worker_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """What the module's worker logs: a failed wait for the bots shows its end."""
    return tmp_path_factory.mktemp("play") / "worker.log"


@pytest.fixture(scope="module")
def play_server(settings: Settings, worker_log: Path) -> Iterator[str]:
    stack = start_stack(settings)  # one origin: /play's EventSource reaches the stream server
    base = stack.base
    worker = start_worker(settings, worker_log)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    print(f"\n/play screenshots are written to {SCREENSHOTS}")
    yield base
    stop_process(worker)
    stack.stop()


@pytest.fixture
def new_context(browser: Browser) -> Iterator[NewContext]:
    """Browser contexts (separate players: own storage, own seats), closed afterwards."""
    contexts: list[BrowserContext] = []

    def make(viewport: ViewportSize = WHOLE_PAGE_SIZE) -> BrowserContext:
        context = browser.new_context(viewport=viewport)
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


def wait_for_status(page: Page, base: str, game_id: str, status: str, worker_log: Path) -> None:
    """Wait until the page shows the game ``status``; if it never does, fail saying what the
    server holds (has the game got there, and the page not shown it, or is it stuck, and
    on whom) and what the worker last logged."""
    try:
        page.wait_for_selector(f'#main[data-status="{status}"]')
    except PlaywrightTimeout:
        game = requests.get(f"{base}/games/{game_id}", timeout=10).json()
        seats = [(s["name"], s["bot"], s["resigned"], s.get("absent")) for s in game["seats"]]
        logged = worker_log.read_text(errors="replace")[-3000:]
        raise AssertionError(
            f"the page never showed {status!r}; the server: status {game['status']!r}, "
            f"version {game['version']}, to act {game['to_act']}, seats {seats}; "
            f"the page shows {page.get_attribute('#main', 'data-status')!r}; "
            f"the worker's log ends:\n{logged}") from None


def create_game(page: Page, game: str, seats: list[str], options: dict[str, object] | None = None,
                listed: bool = False) -> str:
    """Fill the lobby's form (seats: "you", "open" or "bot:<level>") and wait for the table."""
    page.wait_for_selector("#create-game")
    page.select_option("#new-game", game)
    page.select_option("#new-count", str(len(seats)))
    for index, kind in enumerate(seats):
        page.select_option(f"#seat-{index}", kind)
    for name, value in (options or {}).items():
        field = page.locator(f"#opt-{name}")
        if field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(str(value))
        else:
            field.fill(str(value))
    if listed:
        page.check("#new-listed")
    page.click("#create-game")
    page.wait_for_selector("#table")
    return page.evaluate("location.hash").split("game=")[1]


class Watch:
    """What a person sees, checked while the game is played: the whose-turn highlight on the
    seats the API says must act (at every version the page shows), the tab title and icon
    on the viewer's turn, card faces named, event sentences free of ids and JSON."""

    def __init__(self, base: str, game_id: str) -> None:
        self.base, self.game_id = base, game_id
        self.versions_checked: set[int] = set()

    def turn(self, page: Page) -> None:
        shown = page.evaluate("""() => ({
            version: Number(document.querySelector('#main').dataset.version),
            status: document.querySelector('#main').dataset.status,
            lit: [...document.querySelectorAll('#seat-list li.to-act')]
                .map(e => Number(e.dataset.seat)),
            seat: (document.querySelector('#seat-list li.me') || {dataset: {}}).dataset.seat,
            mine: document.querySelectorAll('#actions [data-action], #actions .step').length > 0,
            title: document.title,
            badge: (document.querySelector('link[rel=icon]') || {dataset: {}}).dataset.badge,
        })""")
        body = requests.get(f"{self.base}/games/{self.game_id}", timeout=10).json()
        if body["version"] == shown["version"]:  # the API, as a spectator, at the same version
            expected = body["to_act"] if body["status"] == "active" else []
            assert sorted(shown["lit"]) == sorted(expected), (shown, body["to_act"])
            self.versions_checked.add(shown["version"])
        assert shown["title"].startswith("● Your turn") == shown["mine"], shown
        assert (shown["badge"] == "your-turn") == shown["mine"], shown
        if shown["mine"]:
            assert int(shown["seat"]) in shown["lit"], shown

    @staticmethod
    def faces(page: Page) -> None:
        cards = page.evaluate("""() => [...document.querySelectorAll('#table .card:not(.back)')]
            .map(c => ({
            id: c.dataset.card, name: c.querySelector('.card-name').textContent,
            value: (c.querySelector('.card-value') || {}).textContent || null, title: c.title}))""")
        for c in cards:
            assert c["name"] and c["name"] != c["id"] and not RAW_ID.search(c["name"]), c
            assert len(c["title"]) > len(c["name"]) + 5, f"no text on hover: {c}"
        events = page.locator("#events .entry-text").all_text_contents()
        for line in events:
            assert line.strip() and not RAW_ID.search(line), f"raw ids or JSON: {line!r}"

    @staticmethod
    def taps(page: Page) -> None:
        """Every visible tap target is at least MIN_TAP_PX square now, and was on every redraw
        since the first call: a MutationObserver measures the board's tokens as each redraw
        lands, before any animation frame (CI once caught a redraw whose sizing waited for one)."""
        redrawn = page.evaluate(f"""() => {{
            if (!window.smallOnRedraw) {{
                window.smallOnRedraw = [];
                new MutationObserver(() => {{
                    if (window.innerWidth > {PHONE_SIZE["width"]}) return;  // phone width only
                    for (const e of document.querySelectorAll('svg.board .token.legal')) {{
                        const r = e.getBoundingClientRect();
                        if (r.width < {MIN_TAP_PX} || r.height < {MIN_TAP_PX})
                            window.smallOnRedraw.push({{w: r.width, h: r.height,
                                                        what: e.outerHTML.slice(0, 90)}});
                    }}
                }}).observe(document.body, {{childList: true, subtree: true}});
            }}
            return window.smallOnRedraw.splice(0);
        }}""")
        assert not redrawn, f"tap targets under {MIN_TAP_PX} px as a redraw landed: {redrawn[:5]}"
        small = page.evaluate(f"""() => [...document.querySelectorAll(
                '[data-action], .legal, .step, button, a.button, select')]
            .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
            .map(e => {{ const r = e.getBoundingClientRect();
                         return {{w: r.width, h: r.height, what: e.outerHTML.slice(0, 90)}}; }})
            .filter(r => r.w < {MIN_TAP_PX} || r.h < {MIN_TAP_PX})""")
        assert not small, f"tap targets under {MIN_TAP_PX} px at phone width: {small[:5]}"


def play_to_end(pages: list[Page], rng: random.Random, watch: Watch,
                shots: str | None = None, stop_when: str | None = None) -> int:
    """Click random visible legal actions on whichever page shows some, until game over
    (or until the script ``stop_when`` is true on the first page after a click); a choice
    in steps (card, then where) is followed through the menu. From PHONE_AT_CLICK on, the
    first page plays at phone width. Screenshots: ``shots``-desktop.png, -phone.png."""
    clicks = idle = on_table = 0
    while clicks < MAX_CLICKS:
        if all(p.locator('#main[data-status="finished"]').count() for p in pages):
            assert on_table, "no legal action was taken on the table itself"
            for p in pages:
                watch.turn(p)
                watch.faces(p)
            return clicks
        ready = [p for p in pages if p.locator(LEGAL).count()]
        for p in pages:
            watch.turn(p)
        if not ready:  # the bots or the other page are acting
            idle += 1
            assert idle * IDLE_STEP_MS < WAIT_MS, "no page shows a legal action or the game over"
            pages[0].wait_for_timeout(IDLE_STEP_MS)
            continue
        idle = 0
        page = rng.choice(ready)
        phone = page.viewport_size == PHONE_SIZE
        if clicks % CHECK_EVERY == 0:
            watch.faces(page)
        if phone:
            watch.taps(page)
        if shots and clicks == SCREENSHOT_AT_CLICK:  # legal actions highlighted
            width = "phone" if phone else "desktop"
            page.screenshot(path=str(SCREENSHOTS / f"{shots}-{width}.png"), full_page=True)
            page.screenshot(path=str(SCREENSHOTS / f"{shots}-{width}-window.png"))
        if clicks == PHONE_AT_CLICK and not phone and page is pages[0]:
            page.set_viewport_size(PHONE_SIZE)
            watch.taps(page)  # at once, and from now on at every redraw
            continue
        if shots and clicks == PHONE_AT_CLICK + 4 and phone:
            page.screenshot(path=str(SCREENSHOTS / f"{shots}-phone.png"), full_page=True)
        version = page.get_attribute("#main", "data-version")
        choices = page.locator(LEGAL)
        choice = choices.nth(rng.randrange(choices.count()))
        on_table += choice.evaluate("e => !!e.closest('#table')")
        while choice.get_attribute("data-action") is None:  # a step: the menu asks the next
            choice.click()
            page.wait_for_selector("#menu .menu-choices button")
            if phone:
                watch.taps(page)
            items = page.locator("#menu .menu-choices button")
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
        if stop_when is not None and pages[0].evaluate(stop_when):
            return clicks
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
        names = page.locator("svg.board .loc-name").all_text_contents()
        assert names and all(not RAW_ID.search(n) for n in names), names[:5]
        assert page.locator("svg.board .careto .token-text").all_text_contents() == ["C1", "C2"]
        assert page.locator("#legend .monster-key").count() == 4  # two Monsters a seat
    if "bank_seconds" in options:  # one number, counting down to the seat's deadline
        clock = page.locator('[data-seat-clock="0"][data-deadline]')
        clock.wait_for()
        before = clock.text_content() or ""
        assert CLOCK.fullmatch(before), before
        page.wait_for_function("b => document.querySelector('[data-seat-clock=\"0\"]')"
                               ".textContent !== b", arg=before)
    else:
        assert page.locator("[data-seat-clock]").count() == 0
    if game == "encantados":  # every card shows its points; its race from the catalogue
        values = page.locator("#table .hand .card .card-value").all_text_contents()
        assert values and all(re.fullmatch(r"-?\d+", v) for v in values), values
    started = time.monotonic()
    watch = Watch(play_server, first)
    clicks = play_to_end([page], random.Random(game), watch, shots=game)
    print(f"\n{game}: {clicks} clicks to the end in {time.monotonic() - started:.1f} s; "
          f"whose turn checked at {len(watch.versions_checked)} versions")
    assert len(watch.versions_checked) > clicks // 2
    assert page.locator("#game-over").is_visible()
    over = page.text_content("#game-over") or ""
    assert ("wins" in over or "win." in over or "Nobody" in over) and not RAW_ID.search(over), over
    assert page.title() == page.evaluate("document.title") and "Your turn" not in page.title()
    assert page.locator("#seat-list li.to-act").count() == 0, "the end clears whose turn it is"
    assert page.locator("#events li").count() > 0, "the stream's log entries are listed"
    assert page.locator("#events pre.raw").count() == 0
    page.check("#raw-events")  # the JSON, for bot authors, behind a toggle
    assert page.locator("#events pre.raw").count() > 0
    page.set_viewport_size(WHOLE_PAGE_SIZE)
    check_replay(page, SCREENSHOTS / f"{game}-replay.png")
    page.click("#replay-first")  # the button keeps the focus: arrow keys step from there
    page.keyboard.press("ArrowRight")
    replay_at(page, "2 /")
    page.click("#rules summary")
    assert page.locator("#rules .rules-section").count() >= 5  # GET /game-types/{name}'s
    assert page.locator("#rules .toc a").count() >= 5
    assert "**" not in (page.text_content("#rules .rules-body") or ""), "Markdown rendered"
    page.click("#rematch")
    page.wait_for_function("id => !location.hash.includes(id)", arg=first)
    page.wait_for_selector('#main[data-status="active"]')
    assert not outside, f"/play fetched from elsewhere: {outside}"


KNOWN_SHOWN_AT_MY_TURN = """() => !!document.querySelector('#table .hands p.known')
    && document.querySelectorAll('#actions [data-action], #actions .step').length > 0"""
"""A hand shows cards the table saw it take, and the viewer is to act (so no bot is)."""


def test_cards_taken_from_a_discard_pile_show_in_the_hand_that_holds_them(
        play_server: str, new_context: NewContext) -> None:
    """What the table saw a seat take from a face-up pile is public (the view's
    ``hands[i].known``): the other seat's hand shows those cards face up and the rest face
    down, and the viewer's own hand says in words what the table saw them take."""
    outside: list[str] = []
    page = open_page(new_context(), f"{play_server}/play", outside, play_server)
    game_id = create_game(page, "encantados", ["you", "bot:random"], {"max_rounds": 1})
    play_to_end([page], random.Random(5), Watch(play_server, game_id),
                stop_when=KNOWN_SHOWN_AT_MY_TURN)
    assert page.evaluate(KNOWN_SHOWN_AT_MY_TURN), "the game ended before any card was taken"
    version = page.get_attribute("#main", "data-version")
    body = requests.get(f"{play_server}/games/{game_id}", timeout=10).json()
    assert str(body["version"]) == version
    hands = body["state"]["hands"]
    assert any(hand["known"] for hand in hands)
    bot = page.locator('#table .seat-panel[data-seat="1"]')
    faces = bot.locator(".hand .card:not(.back)").evaluate_all("cs => cs.map(c => c.dataset.card)")
    assert faces == hands[1]["known"]
    assert bot.locator(".hand .card.back").count() == hands[1]["count"] - len(faces)
    mine = page.locator('#table .seat-panel[data-seat="0"] p.known')
    if hands[0]["known"]:
        said = mine.text_content() or ""
        assert said.startswith("The table saw you take") and not RAW_ID.search(said), said
    else:
        assert mine.count() == 0
    assert not outside, f"/play fetched from elsewhere: {outside}"


def test_mission_calaveras_with_an_invited_player_and_a_spectator(
        play_server: str, new_context: NewContext) -> None:
    outside: list[str] = []
    host = open_page(new_context(), f"{play_server}/play", outside, play_server)
    game_id = create_game(host, "mission-calaveras", ["you", "open", "bot:random"])
    host.wait_for_selector('#main[data-status="waiting"]')
    link = host.get_attribute(".invite-link", "href") or ""
    assert "invite=" in link
    guest = open_page(new_context(PHONE_SIZE), link, outside, play_server)
    guest.wait_for_selector("#join-table")  # the invite names the game, the table, the clock
    assert "Mission Calaveras" in (guest.text_content("#join h2") or "")
    assert "Player" in (guest.text_content("#join-table") or "")  # the host's name
    assert "clock" in (guest.text_content("#join-clock") or "").lower()
    guest.screenshot(path=str(SCREENSHOTS / "invite-phone.png"), full_page=True)
    guest.fill("#join-name", "guest")
    guest.click("#join-seat")
    guest.wait_for_selector('#main[data-status="active"]')
    host.wait_for_selector('#main[data-status="active"]')  # through the event stream
    assert "guest" in (host.text_content("#table") or "")
    spectator = open_page(new_context(), f"{play_server}/play#game={game_id}", outside, play_server)
    spectator.wait_for_selector("#table")
    assert "a spectator" in (spectator.text_content(".head") or "")
    started = time.monotonic()
    watch = Watch(play_server, game_id)
    clicks = play_to_end([host, guest], random.Random(3), watch, shots="mission-calaveras")
    print(f"\nmission-calaveras: {clicks} clicks to the end in {time.monotonic() - started:.1f} s"
          f"; whose turn checked at {len(watch.versions_checked)} versions")
    assert watch.versions_checked
    guest.screenshot(path=str(SCREENSHOTS / "mission-calaveras-phone-end.png"), full_page=True)
    for page in (host, guest):
        assert page.locator("#table .turn-mark").count() == 0, "the end clears whose turn"
        assert page.locator("#table .nicole-mark").count() == 1, "Nicole's trust, its own mark"
        assert "guilty" in (page.text_content("#game-over") or "") or \
            "Nobody" in (page.text_content("#game-over") or "")
    spectator.wait_for_selector('#main[data-status="finished"]')  # it followed the stream
    assert spectator.locator("[data-action]").count() == 0
    assert spectator.locator("#rematch").count() == 0  # a spectator has no seat to replay
    assert not outside, f"/play fetched from elsewhere: {outside}"


def test_the_lobby_explains_itself_and_a_listed_game_is_joined_at_phone_width(
        play_server: str, new_context: NewContext) -> None:
    outside: list[str] = []
    host = open_page(new_context(), f"{play_server}/play", outside, play_server)
    host.wait_for_selector("#create-game")
    types = requests.get(f"{play_server}/game-types", timeout=10).json()
    for game in types["games"]:  # each game: a pitch and its player counts
        item = host.locator(f'#games li[data-game="{game["name"]}"]')
        assert len(item.locator(".pitch").text_content() or "") > 20
        assert "players" in (item.text_content() or "")
    host.select_option("#new-game", "caretos")
    options = types["games"][[g["name"] for g in types["games"]].index("caretos")]["options"]
    explained = host.locator(".option .explain").all_text_contents()
    assert len(explained) == len(options) and all(len(e) > 10 for e in explained)
    levels = host.locator("#bot-levels dd").all_text_contents()
    assert len(levels) == len(types["bot_levels"])
    for level, text in zip(types["bot_levels"], levels, strict=True):
        assert (level.get("strength") or level["description"][1:]) in text
    host.click('#games li[data-game="caretos"] a[href^="#rules="]')  # rules before a game
    host.wait_for_selector("#rules-page .toc")
    assert host.locator("#rules-page .rules-section").count() >= 5
    host.locator("#rules-page").screenshot(path=str(SCREENSHOTS / "rules.png"))
    host.goto(f"{play_server}/play")
    game_id = create_game(host, "caretos", ["you", "open"], listed=True)
    guest = open_page(new_context(), f"{play_server}/play", outside, play_server)
    guest.wait_for_selector(f'[data-join^="{game_id}/"]')
    guest.screenshot(path=str(SCREENSHOTS / "lobby.png"), full_page=True)
    guest.set_viewport_size(PHONE_SIZE)
    guest.screenshot(path=str(SCREENSHOTS / "lobby-phone.png"), full_page=True)
    Watch.taps(guest)
    guest.click(f'[data-join^="{game_id}/"]')
    guest.fill("#join-name", "phone guest")
    guest.click("#join-seat")
    guest.wait_for_selector('#main[data-status="active"]')
    host.wait_for_selector('#main[data-status="active"]')
    host.wait_for_selector("#my-games", state="detached")  # the host is at its table
    width = guest.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE_SIZE["width"], f"the table scrolls sideways at phone width ({width}px)"
    frame = guest.locator("#board-frame")  # the board pans inside its frame and zooms
    assert frame.evaluate("f => f.scrollWidth > f.clientWidth")
    before = guest.locator("svg.board").bounding_box() or {"width": 0}
    guest.click('button[aria-label="zoom in"]')
    after = guest.locator("svg.board").bounding_box() or {"width": 0}
    assert after["width"] > before["width"]
    guest.goto(f"{play_server}/play")  # "Your games": its status, and whether it is our turn
    guest.wait_for_selector(f'#my-games [data-my-game="{game_id}"]:has-text("in play")')
    icon = requests.get(f"{play_server}/favicon.ico", timeout=10)
    assert icon.status_code == 200 and icon.headers["Content-Type"].startswith("image/")
    assert not outside, f"/play fetched from elsewhere: {outside}"


def test_an_absent_player_is_told_and_takes_the_seat_back(
        play_server: str, new_context: NewContext, forget_games: list[str]) -> None:
    outside: list[str] = []
    page = open_page(new_context(), f"{play_server}/play", outside, play_server)
    # searching bots (a CPU budget per decision): the game goes on long after the seat is
    # away, so the page shows it away while active (random bots finish it within a second)
    forget_games.append(create_game(
        page, "caretos", ["you", "bot:ismcts"],
        {"turn_seconds": 2, "max_timeouts": 1, "replacement_bot": "ismcts"}))
    page.wait_for_selector("#away")  # one decision timed out: the seat is away
    assert "play to take your seat back" in (page.text_content("#away") or "").lower()
    assert "away" in (page.text_content("#seat-list li.me") or "")
    # the table redraws as the server plays on for the seat: click the banner's button as
    # it stands, then the seat is back (no banner, not "away")
    page.evaluate("document.querySelector('#back').click()")
    page.wait_for_function("!document.querySelector('#away')"
                           " && !document.querySelector('#seat-list li.me').textContent"
                           ".includes('away')")
    assert not outside, f"/play fetched from elsewhere: {outside}"


def test_resign_lets_the_bot_finish_and_abort_calls_a_waiting_game_off(
        play_server: str, new_context: NewContext, worker_log: Path) -> None:
    outside: list[str] = []
    page = open_page(new_context(), f"{play_server}/play", outside, play_server)
    create_game(page, "caretos", ["you", "open"])
    page.wait_for_selector('#main[data-status="waiting"]')
    page.click("#abort")
    page.wait_for_selector('#main[data-status="aborted"]')
    assert page.locator("[data-action]").count() == 0
    page.goto(f"{play_server}/play")  # every seat open: the creator token calls it off
    create_game(page, "encantados", ["open", "open"])
    page.wait_for_selector('#main[data-status="waiting"]')
    page.click("#abort")
    page.wait_for_selector('#main[data-status="aborted"]')
    page.goto(f"{play_server}/play")
    game_id = create_game(page, "mission-calaveras", ["you", "bot:random", "bot:random"])
    page.wait_for_selector("#resign")
    page.click("#resign")
    wait_for_status(page, play_server, game_id, "finished", worker_log)  # its stand-in played
    assert "resigned" in (page.text_content("#seat-list") or "")
    assert not outside, f"/play fetched from elsewhere: {outside}"


STREAM_SETTLE = 1.0
"""Seconds a held answer waits after the game ends: the stream delivers in milliseconds."""


def test_an_answer_that_comes_after_the_stream_does_not_take_the_page_back(
        play_server: str, new_context: NewContext, worker_log: Path) -> None:
    """The resign's answer (the game just after the resign) is held back until the bots have
    played the game to its end and the stream has shown it: the page keeps the end."""
    outside: list[str] = []
    page = open_page(new_context(), f"{play_server}/play", outside, play_server)
    game_id = create_game(page, "mission-calaveras", ["you", "bot:random", "bot:random"])

    def late(route: Route) -> None:
        answer = route.fetch()
        deadline = time.monotonic() + WAIT_MS / 1000
        while requests.get(f"{play_server}/games/{game_id}", timeout=10).json()["status"] != (
                "finished"):
            assert time.monotonic() < deadline, "the stand-in never finished the game"
            time.sleep(0.1)
        time.sleep(STREAM_SETTLE)  # the stream brings the end meanwhile
        route.fulfill(response=answer)

    page.route(f"**/games/{game_id}/resign", late)
    page.wait_for_selector("#resign")
    page.click("#resign")
    wait_for_status(page, play_server, game_id, "finished", worker_log)
    page.wait_for_timeout(500)  # the answer has landed by now: the page stays at the end
    assert page.get_attribute("#main", "data-status") == "finished"
    assert "resigned" in (page.text_content("#seat-list") or "")
    assert not outside, f"/play fetched from elsewhere: {outside}"


HELD_TRIES = 10
"""Actions tried until one leaves the turn with the player (Encantados gives a seat several
in a row, so the first few almost always do)."""

ANSWER_LANDS_MS = 500
"""How long a released answer is given to land: the page handles it in milliseconds."""


def test_an_answer_at_the_version_shown_keeps_the_focus_and_the_next_key_acts(
        play_server: str, new_context: NewContext) -> None:
    """The action's answer is held back until the stream has shown its version, and the
    player (still to act) has put the focus on their next action: when the answer lands,
    the focus stays there and Enter plays it. (The page used to redraw the version it
    already showed, so the key went nowhere and the game waited for good.)"""
    outside: list[str] = []
    page = open_page(new_context(), f"{play_server}/play", outside, play_server)
    game_id = create_game(page, "encantados", ["you", "bot:random"], {"max_rounds": 1})
    held: list[tuple[Route, APIResponse]] = []
    page.route(f"**/games/{game_id}/actions", lambda route: held.append((route, route.fetch())))
    mine = "#actions [data-action]"
    for _ in range(HELD_TRIES):
        page.wait_for_selector(mine)
        page.click(mine)
        deadline = time.monotonic() + WAIT_MS / 1000
        while not held:  # the route's handler runs while the page waits
            assert time.monotonic() < deadline, "the action was never sent"
            page.wait_for_timeout(IDLE_STEP_MS)
        route, answer = held.pop()
        body = answer.json()
        if body["legal_actions"]:  # still this player's turn: the stream shows this version
            break
        route.fulfill(response=answer)
    else:
        pytest.fail(f"no action of {HELD_TRIES} left the turn with the player")
    page.wait_for_function("v => document.querySelector('#main').dataset.version === v",
                           arg=str(body["version"]))
    page.focus(mine)
    page.evaluate("() => { window.__focused = document.activeElement; }")
    with page.expect_response(f"**/games/{game_id}/actions"):
        route.fulfill(response=answer)
    page.wait_for_timeout(ANSWER_LANDS_MS)
    assert page.evaluate("() => document.activeElement === window.__focused"), (
        "the answer redrew the page under the focus")
    page.unroute(f"**/games/{game_id}/actions")
    page.keyboard.press("Enter")
    page.wait_for_function("v => Number(document.querySelector('#main').dataset.version) > v",
                           arg=body["version"])
    # its log entry comes with the stream, before or after the answer: listed either way
    page.wait_for_selector(f'#events li[data-version="{body["version"] + 1}"]')
    assert not outside, f"/play fetched from elsewhere: {outside}"


COUNT_TONES = """
window.__tones = 0;
const Real = window.AudioContext;
window.AudioContext = class extends Real {
  constructor(...args) { window.__tones += 1; super(...args); }
};
window.__turns = 0;
document.addEventListener("DOMContentLoaded", () => {
  let mine = false;
  new MutationObserver(() => {
    const now = document.title.startsWith("\u25cf Your turn");
    if (now && !mine) window.__turns += 1;
    mine = now;
  }).observe(document.head, {childList: true, subtree: true, characterData: true});
});
"""
"""Counts the page's beeps (each makes an AudioContext) without changing what they do, and
the turns that came to the viewer, as the tab title announces them."""

TURNS = 3
"""Turns that come to the viewer in each half of the sound test (or the game ends first)."""


def test_the_optional_sound_plays_when_the_turn_comes_and_only_when_on(
        play_server: str, new_context: NewContext) -> None:
    for switched_on in (True, False):
        outside: list[str] = []
        context = new_context()
        context.add_init_script(COUNT_TONES)
        page = open_page(context, f"{play_server}/play", outside, play_server)
        page.wait_for_selector("#sound")
        if switched_on:
            page.check("#sound")  # remembered in localStorage, as a person's choice is
        game_id = create_game(page, "encantados", ["you", "bot:random"], {"max_rounds": 1})
        play_to_end([page], random.Random(5), Watch(play_server, game_id),
                    stop_when=f"window.__turns >= {TURNS}")
        tones, turns = page.evaluate("[window.__tones, window.__turns]")
        assert turns >= 2, turns
        if switched_on:
            assert tones == turns, (tones, turns)  # once per turn that came
        else:
            assert tones == 0, tones
        assert not outside, f"/play fetched from elsewhere: {outside}"


@TYPESCRIPT_TREE  # the bundle imports the TypeScript client package
def test_the_bundled_client_is_current(tmp_path: Path) -> None:
    """static/app.js is what web/play's pinned esbuild makes of web/play/src (and the
    TypeScript client package it imports)."""
    web = ROOT / "web" / "play"
    build = json.loads((web / "package.json").read_text())["scripts"]["build"].split()
    target = next(arg for arg in build if arg.startswith("--outfile=")).split("=", 1)[1]
    committed = (web / target).resolve()
    assert committed == ROOT / "service" / "play" / "static" / "app.js"
    out = tmp_path / "app.js"
    command = [f"--outfile={out}" if arg.startswith("--outfile=") else arg for arg in build]
    subprocess.run(["npx", "--no-install", *command], cwd=web, check=True, capture_output=True)
    assert out.read_text() == committed.read_text(), "run `npm run build` in web/play"
