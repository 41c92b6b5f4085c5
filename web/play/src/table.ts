// The table: who sits where and whose turn it is, the clocks, the action chooser (a move
// in steps: card, then where), the game drawn by its renderer, events as sentences, the
// replay and the rules. Live through the event stream.
import type { Game, LogEntry, TabletopClient } from "./api.ts";
import { api, asGame, base, loadDetail, problemText, seatClient } from "./api.ts";
import type { Detail } from "./api.ts";
import { turnIs } from "./awareness.ts";
import { Catalogue } from "./catalogue.ts";
import { h, plural } from "./dom.ts";
import type { Step } from "./games/context.ts";
import type { Drawn } from "./games/index.ts";
import { render } from "./games/index.ts";
import { rulesView } from "./rules.ts";
import type { SeatRecord } from "./seats.ts";
import { SEAT_COLOURS, rememberSeat, seats } from "./seats.ts";
import { say } from "./status.ts";

type Action = Game["legal_actions"][number];

const RECENT_ENTRIES = 40; // the events list shows this many of the latest log entries
const RECONNECT_MS = 1000; // a dropped stream is reopened after this long

interface Table {
  id: string;
  client: TabletopClient;
  record: SeatRecord;
  body: Game;
  detail: Detail;
  cat: Catalogue;
  entries: LogEntry[];
  source: EventSource | null;
  replay: { frames: Game[]; entries: (LogEntry | undefined)[]; at: number } | null;
  raw: boolean;
  drawn: Drawn | null; // what renderTable drew last: the log list is redrawn from it alone
}

let current: Table | null = null;
let main: HTMLElement;
let navigate: (hash: string) => void = () => undefined;

export function setup(root: HTMLElement, go: (hash: string) => void): void {
  main = root;
  navigate = go;
}

export function stopTable(): void {
  current?.source?.close();
  current = null;
  document.getElementById("menu")?.remove();
}

// A body from an answer or the stream is shown only if it is newer than the one shown: a
// POST's answer can arrive after the stream has already brought later versions (a resign
// answered after the bots played the game to its end showed the game active, for good), or
// the same one; redrawing the version shown would drop the focus and close an open menu
// under the player's hand (a key pressed then went nowhere). True if the page holds it.
function adopt(table: Table, body: Game): boolean {
  if (table !== current || body.version < table.body.version) return false;
  if (body.version > table.body.version) {
    table.body = body;
    renderTable();
  }
  return true;
}

function namer(body: Game): (i: number | null | undefined) => string {
  return (i) => {
    if (i === null || i === undefined) return "nobody";
    const seat = body.seats[i];
    const name = seat?.name ?? (seat?.ghost ? `Ghost ${i + 1}` : seat?.open ? `Seat ${i + 1} (open)` : `Seat ${i + 1}`);
    return i === body.seat ? `${name} (you)` : name;
  };
}

export async function showTable(id: string): Promise<void> {
  const record = seats()[id] ?? {};
  const client = record.token ? seatClient(record.token) : api;
  const { data, error } = await client.GET("/games/{game_id}", { params: { path: { game_id: id } } });
  if (!data) throw new Error(problemText(error));
  const detail = await loadDetail(data.game);
  const table: Table = { id, client, body: data, detail, cat: new Catalogue(detail), record, entries: [], source: null, replay: null, raw: false, drawn: null };
  current = table;
  // (the spec does not publish the log's `since` yet: the whole log, its latest entries kept)
  const log = await client.GET("/games/{game_id}/log", { params: { path: { game_id: id } } });
  if (log.data && current === table) table.entries = log.data.entries.filter((e) => e.version <= table.body.version).slice(-RECENT_ENTRIES);
  renderTable();
  void connect(table);
}

// The stream's URL after a version; a seat's needs a one-use ticket (EventSource cannot
// send the token), a spectator's none.
async function streamUrl(table: Table, after: number): Promise<URL> {
  const url = new URL(`${base}/games/${table.id}/events`);
  url.searchParams.set("after", String(after));
  if (table.record.token) {
    const { data, error } = await table.client.POST("/games/{game_id}/tickets", { params: { path: { game_id: table.id } } });
    if (!data) throw new Error(problemText(error));
    url.searchParams.set("ticket", data.ticket);
  }
  return url;
}

async function connect(table: Table): Promise<void> {
  if (table !== current || table.body.status === "finished" || table.body.status === "aborted") return;
  let url: URL;
  try {
    url = await streamUrl(table, table.body.version);
  } catch (err) {
    say(String((err as Error).message), true);
    return;
  }
  const source = new EventSource(url);
  table.source = source;
  source.addEventListener("game", (ev) => {
    const update = JSON.parse((ev as MessageEvent<string>).data) as Game & { entry?: LogEntry };
    if (table !== current) return;
    const entry = update.entry;
    const fresh = entry !== undefined && !table.entries.some((e) => e.version === entry.version);
    if (fresh) table.entries.push(entry); // the stream sends versions in order
    const shown = table.body.version;
    adopt(table, asGame(update));
    if (fresh && update.version <= shown) redrawEntries(table); // its version was drawn already
  });
  source.addEventListener("end", () => source.close());
  // A ticket works once: on an error, reconnect with a fresh one after the version we have.
  source.onerror = () => {
    source.close();
    if (table === current) setTimeout(() => void connect(table), RECONNECT_MS);
  };
}

async function act(action: Action): Promise<void> {
  const table = current;
  if (!table) return;
  document.getElementById("menu")?.remove();
  const { data, error } = await table.client.POST("/games/{game_id}/actions", {
    params: { path: { game_id: table.id } },
    body: { action, version: table.body.version },
  });
  if (!data) {
    say(problemText(error), true);
    return;
  }
  say("");
  adopt(table, data);
}

// ------------------------------------------------------------ choosing an action in steps

/** Buttons for the first step of `indices` that tells them apart; a last step acts. */
function stepButtons(body: Game, steps: Step<Action>[], say: (a: Action) => string, indices: number[], from = 0): { ask: string; buttons: HTMLElement[] } {
  for (let n = from; n < steps.length; n += 1) {
    const step = steps[n];
    if (!step) break;
    const groups = new Map<string, number[]>();
    for (const i of indices) {
      const action = body.legal_actions[i];
      if (!action) continue;
      const key = step.key(action);
      groups.set(key, [...(groups.get(key) ?? []), i]);
    }
    if (groups.size <= 1 && n < steps.length - 1) continue;
    const buttons = [...groups.values()].map((group) => {
      const first = body.legal_actions[group[0] ?? 0] as Action;
      const label = step.label(first);
      if (group.length === 1) return actionButton(first, say(first));
      return h("button", {
        type: "button",
        class: "step",
        "data-step": n,
        text: `${label} …`,
        onclick: () => showChoices(body, steps, say, group, n + 1, label),
      });
    });
    return { ask: step.ask, buttons };
  }
  return { ask: "", buttons: indices.map((i) => actionButton(body.legal_actions[i] as Action, say(body.legal_actions[i] as Action))) };
}

function showChoices(body: Game, steps: Step<Action>[], say: (a: Action) => string, indices: number[], from: number, title: string): void {
  document.getElementById("menu")?.remove();
  const { ask, buttons } = stepButtons(body, steps, say, indices, from);
  const menu = h("div", { id: "menu", class: "menu", role: "dialog", "aria-label": ask || "choose" },
    h("p", { class: "menu-title" }, h("strong", { text: title }), ask ? ` — ${ask}` : ""),
    h("div", { class: "menu-choices" }, buttons),
    h("button", { type: "button", class: "cancel", text: "Cancel", onclick: () => menu.remove() }));
  document.body.append(menu);
  buttons[0]?.focus();
}

function actionButton(action: Action, label: string): HTMLElement {
  return h("button", { type: "button", class: "action", "data-action": JSON.stringify(action), text: label, onclick: () => void act(action) });
}

function wireAnchors(root: HTMLElement, body: Game, drawn: Drawn): void {
  const { anchors: anchorsOf, steps, say } = drawn;
  const byAnchor = new Map<string, number[]>();
  body.legal_actions.forEach((action, i) => {
    for (const key of anchorsOf(action)) byAnchor.set(key, [...(byAnchor.get(key) ?? []), i]);
  });
  for (const el of root.querySelectorAll<HTMLElement | SVGElement>("[data-anchor]")) {
    const key = el.getAttribute("data-anchor") ?? "";
    const indices = byAnchor.get(key);
    if (!indices) continue;
    el.classList.add("legal");
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    const only = indices.length === 1 ? body.legal_actions[indices[0] ?? 0] : undefined;
    const title = el.querySelector("title")?.textContent ?? el.getAttribute("title") ?? key;
    el.setAttribute("aria-label", only ? say(only) : title);
    const activate = () => {
      if (only) void act(only);
      else showChoices(body, steps, say, indices, 1, title.split(":")[0] ?? title);
    };
    if (only) el.setAttribute("data-action", JSON.stringify(only));
    el.addEventListener("click", activate);
    el.addEventListener("keydown", (ev) => {
      const key = (ev as KeyboardEvent).key;
      if (key === "Enter" || key === " ") {
        ev.preventDefault();
        activate();
      }
    });
  }
}

// ------------------------------------------------------------ seats, clocks, turn

function secondsLeft(deadline: string): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1000));
}

function clockFace(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const sec = Math.floor(seconds % 60);
  return m >= 60 ? `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}:${String(sec).padStart(2, "0")}` : `${m}:${String(sec).padStart(2, "0")}`;
}

/** A seat's clock as one number: the time to its deadline, counting down while it owes a
 * decision; its bank, standing still, while it does not. */
function clock(seat: Game["seats"][number]): HTMLElement | null {
  const c = seat.clock;
  if (!c.deadline && c.bank === null) return null;
  const seconds = c.deadline ? secondsLeft(c.deadline) : (c.bank ?? 0);
  return h("span", {
    class: `clock${c.deadline ? " running" : ""}`,
    "data-deadline": c.deadline ?? null,
    "data-seat-clock": seat.index,
    title: c.deadline ? "time left for this decision" : "time bank (runs while this seat decides)",
    text: `${clockFace(seconds)}${c.timeouts ? ` · ${plural(c.timeouts, "timeout")}` : ""}`,
  });
}

setInterval(() => {
  for (const el of document.querySelectorAll<HTMLElement>("[data-deadline]")) {
    const deadline = el.dataset.deadline;
    if (deadline) el.textContent = (el.textContent ?? "").replace(/^[\d:]+/, clockFace(secondsLeft(deadline)));
  }
}, 1000);

function seatList(body: Game, name: (i: number) => string): HTMLElement {
  const over = body.status === "finished" || body.status === "aborted";
  return h("ul", { class: "seat-list", id: "seat-list" }, body.seats.map((seat) => {
    const toAct = !over && body.to_act.includes(seat.index);
    const who = seat.open ? "open seat" : seat.bot ? `bot (${seat.bot})` : seat.stand_in ? `the server plays for them (${seat.stand_in})` : seat.ghost ? "ghost" : "person";
    const flags = [seat.resigned ? "resigned" : null, seat.absent ? "away" : null, seat.team].filter(Boolean);
    return h("li", {
      class: `seat${toAct ? " to-act" : ""}${seat.index === body.seat ? " me" : ""}`,
      "data-seat": seat.index,
      style: `--seat:${SEAT_COLOURS[seat.index % SEAT_COLOURS.length]}`,
      "aria-current": toAct ? "true" : null,
    },
    h("span", { class: "seat-name", text: name(seat.index) }),
    h("span", { class: "muted", text: ` ${who}${flags.length ? `, ${flags.join(", ")}` : ""}` }),
    toAct ? h("span", { class: "turn-mark", text: "to play" }) : null,
    clock(seat));
  }));
}

function seatButtons(table: Table, body: Game): HTMLElement | null {
  if (table.record.creator && body.status === "waiting" && body.seat === null) { // the creator, seated nowhere
    const creator = seatClient(table.record.creator);
    return h("div", { class: "seat-buttons" }, h("button", { type: "button", id: "abort", text: "Call the game off", onclick: async () => {
      const { data, error } = await creator.POST("/games/{game_id}/abort", { params: { path: { game_id: body.id } } });
      if (!data) say(problemText(error), true);
      else if (adopt(table, data)) table.source?.close();
    } }));
  }
  if (!table.record.token || body.seat === null) return null;
  const post = (path: "/games/{game_id}/resign" | "/games/{game_id}/abort" | "/games/{game_id}/back") => async () => {
    const { data, error } = await table.client.POST(path, { params: { path: { game_id: body.id } } });
    if (!data) {
      say(problemText(error), true);
      return;
    }
    if (adopt(table, data) && data.status !== "active") table.source?.close();
  };
  const me = body.seats[body.seat];
  const buttons: HTMLElement[] = [];
  if (body.status === "active" && me && !me.resigned) buttons.push(h("button", { type: "button", id: "resign", text: "Resign (a bot plays on for you)", onclick: post("/games/{game_id}/resign") }));
  const noActionYet = table.entries.length === body.version && table.entries.every((e) => !e.action);
  if (body.status === "waiting" || (body.status === "active" && noActionYet)) {
    buttons.push(h("button", { type: "button", id: "abort", text: "Call the game off", onclick: post("/games/{game_id}/abort") }));
  }
  return buttons.length ? h("div", { class: "seat-buttons" }, buttons) : null;
}

function awayBanner(table: Table, body: Game): HTMLElement | null {
  const me = body.seat === null ? undefined : body.seats[body.seat];
  if (!me?.absent || body.status !== "active") return null;
  return h("div", { class: "away", id: "away", role: "alert" },
    h("strong", { text: "You were away: " }), "the server played for you. Play to take your seat back, or ",
    h("button", { type: "button", id: "back", text: "I'm back", onclick: async () => {
      const { data, error } = await table.client.POST("/games/{game_id}/back", { params: { path: { game_id: body.id } } });
      if (!data) say(problemText(error), true);
      else adopt(table, data);
    } }));
}

function invitesPanel(table: Table, body: Game): HTMLElement | null {
  const open = body.seats.filter((seat) => seat.open);
  if (!open.length) return null;
  const invites = table.record.invites ?? [];
  return h("div", { class: "invites" }, h("p", { text: "Waiting for players: send each open seat its link." }),
    h("ul", {}, open.map((seat) => {
      const inv = invites.find((i) => i.seat === seat.index);
      const link = `${base}/play#join=${body.id}&seat=${seat.index}${inv ? `&invite=${encodeURIComponent(inv.invite)}` : ""}`;
      return h("li", {}, `Seat ${seat.index + 1}: `, h("a", { href: link, class: "invite-link", "data-invite-seat": seat.index, text: "invite link" }),
        h("input", { readonly: true, value: link, "aria-label": `invite link for seat ${seat.index + 1}` }));
    })));
}

function outcomePanel(table: Table, body: Game, lines: string[]): HTMLElement {
  const rematch = table.record.token
    ? h("button", { type: "button", id: "rematch", text: "Rematch", onclick: async () => {
      const { data, error } = await table.client.POST("/games/{game_id}/rematch", { params: { path: { game_id: body.id } } });
      if (!data) {
        say(problemText(error), true);
        return;
      }
      rememberSeat(data.id, { seat: data.seat, token: data.token, game: body.game });
      navigate(`#game=${data.id}`);
    } })
    : null;
  return h("div", { class: "outcome", id: "game-over" }, h("h3", { text: "Game over" }), lines.map((line) => h("p", { text: line })), rematch);
}

// ------------------------------------------------------------ events

function entryItem(body: Game, table: Table, drawn: Drawn, entry: LogEntry): HTMLElement {
  const who = namer(body)(entry.seat);
  const changes: Record<string, string> = {
    joined: `${who} took their seat.`,
    left: `${who} left the table.`,
    resigned: `${who} resigned; a bot plays on for them.`,
    back: `${who} is back.`,
    aborted: `${who} called the game off.`,
  };
  const lines = entry.change ? [changes[entry.change] ?? `${who}: ${entry.change}`] : drawn.sentences(entry);
  if (!lines.length && entry.action) lines.push(`${who}: ${drawn.say(entry.action)}.`);
  const by = entry.by ? { resign: "for a resigned player", timeout: "time ran out", absent: "the player is away" }[entry.by] ?? entry.by : null;
  return h("li", { "data-version": entry.version },
    h("span", { class: "entry-version", text: `${entry.version}` }),
    h("span", { class: "entry-text" }, lines.join(" "), by ? h("em", { text: ` (played by the server: ${by})` }) : null),
    table.raw ? h("pre", { class: "raw", text: JSON.stringify({ action: entry.action, events: entry.events }, null, 1) }) : null);
}

function entryList(table: Table, body: Game, drawn: Drawn): HTMLElement {
  return h("ol", { class: "entries", reversed: true }, table.entries.slice(-RECENT_ENTRIES).reverse().map((e) => entryItem(body, table, drawn, e)));
}

// The log list alone, in place: the rest of the page (its focus, an open menu) stays as it is.
function redrawEntries(table: Table): void {
  const list = main.querySelector("#events ol.entries");
  if (table === current && table.drawn && list) list.replaceWith(entryList(table, table.body, table.drawn));
}

function eventsPanel(table: Table, body: Game, drawn: Drawn): HTMLElement {
  const raw = h("input", { type: "checkbox", id: "raw-events", checked: table.raw });
  raw.addEventListener("change", () => {
    table.raw = raw.checked;
    redrawEntries(table);
  });
  return h("section", { class: "panel", id: "events" },
    h("div", { class: "panel-head" }, h("h3", { text: "What happened" }), h("label", { for: "raw-events", class: "details-toggle" }, raw, " details (JSON, for bot authors)")),
    entryList(table, body, drawn));
}

// ------------------------------------------------------------ replay

function replayPanel(table: Table): HTMLElement {
  const panel = h("section", { class: "panel", id: "replay" }, h("h3", { text: "Replay" }));
  const view = h("div", { class: "replay-step", "aria-live": "polite" });
  const counter = h("span", { id: "replay-at", text: "loading…" });
  const show = () => {
    const replay = table.replay;
    if (!replay) return;
    const frame = replay.frames[replay.at];
    counter.textContent = `${replay.at + 1} / ${replay.frames.length}`;
    if (!frame) {
      view.replaceChildren(h("p", { text: "no versions" }));
      return;
    }
    const drawn = render(frame, table.detail, table.cat, namer(frame));
    drawn.table.id = "replay-table";
    drawn.table.dataset.version = String(frame.version);
    const entry = replay.entries[replay.at];
    view.replaceChildren(h("p", { text: `Version ${frame.version}` }), h("ul", { class: "entries" }, entry ? entryItem(frame, table, drawn, entry) : null), drawn.table);
  };
  const step = (d: number) => () => {
    const r = table.replay;
    if (!r) return;
    r.at = Math.max(0, Math.min(r.frames.length - 1, r.at + d));
    show();
  };
  panel.addEventListener("keydown", (ev) => {
    if (ev.key === "ArrowLeft") step(-1)();
    if (ev.key === "ArrowRight") step(1)();
  });
  panel.append(h("div", { class: "replay-controls" },
    h("button", { type: "button", id: "replay-first", text: "|◀ first", onclick: step(-1e9) }),
    h("button", { type: "button", id: "replay-back", text: "◀ back", onclick: step(-1) }), counter,
    h("button", { type: "button", id: "replay-forward", text: "forward ▶", onclick: step(1) }),
    h("button", { type: "button", id: "replay-last", text: "last ▶|", onclick: step(1e9) })), view);
  if (table.replay) show();
  else void loadFrames(table).then(() => { if (table === current) show(); });
  return panel;
}

// The event stream resumed from the start sends every version's body, as this viewer saw
// it then, with the log entry that made it.
async function loadFrames(table: Table): Promise<void> {
  const url = await streamUrl(table, 0);
  await new Promise<void>((resolve) => {
    const frames: Game[] = [];
    const entries: (LogEntry | undefined)[] = [];
    const source = new EventSource(url);
    const done = () => {
      source.close();
      table.replay = { frames, entries, at: 0 };
      resolve();
    };
    source.addEventListener("game", (ev) => {
      const frame = JSON.parse((ev as MessageEvent<string>).data) as Game & { entry?: LogEntry };
      frames.push(frame);
      entries.push(frame.entry);
    });
    source.addEventListener("end", done);
    source.onerror = done;
  });
}

// ------------------------------------------------------------ the whole table

export function renderTable(): void {
  const table = current;
  if (!table) return;
  const body = table.body;
  document.getElementById("menu")?.remove();
  const name = namer(body);
  const drawn = render(body, table.detail, table.cat, name);
  table.drawn = drawn;
  const finished = body.status === "finished";
  const mine = body.legal_actions.length > 0;
  turnIs(mine, table.detail.title);
  const status = { waiting: "waiting for players", active: "in play", finished: "finished", aborted: "called off" }[body.status];
  const toAct = body.to_act.filter((i) => i !== body.seat).map((i) => name(i));
  const whose = finished || body.status === "aborted" ? "" : mine ? "Your turn." : toAct.length ? `Waiting for ${toAct.join(" and ")}.` : "";
  const head = h("section", { class: `panel head${mine ? " my-turn" : ""}` },
    h("h2", {}, table.detail.title, h("span", { class: "status-chip", text: status })),
    h("p", { class: "whose", id: "whose-turn" }, mine ? h("strong", { text: whose }) : whose,
      h("span", { class: "muted", text: ` You are ${body.seat === null ? "a spectator" : name(body.seat)}.` })),
    seatList(body, name), awayBanner(table, body), invitesPanel(table, body), seatButtons(table, body),
    finished ? outcomePanel(table, body, drawn.outcome()) : null);
  const { ask, buttons } = stepButtons(body, drawn.steps, drawn.say, body.legal_actions.map((_, i) => i));
  const actions = h("section", { class: `panel${mine ? " my-turn" : ""}`, id: "actions" },
    h("h3", { text: mine ? `Your move${ask ? ` — ${ask.toLowerCase()}` : ""}` : "Nothing for you to do now" }),
    mine ? h("p", { class: "hint", text: "Choose here, or on the table: what you may use is outlined." }) : null,
    h("div", { class: "action-list" }, buttons));
  const rules = h("details", { class: "panel", id: "rules" }, h("summary", { text: `Rules of ${table.detail.title}` }), rulesView(table.detail));
  const over = finished || body.status === "aborted";
  main.replaceChildren(...[head, over ? null : actions, drawn.table, finished ? replayPanel(table) : null, eventsPanel(table, body, drawn), rules].filter((x): x is HTMLElement => !!x));
  main.dataset.version = String(body.version);
  main.dataset.status = body.status;
  main.dataset.game = body.game;
  wireAnchors(drawn.table, body, drawn);
  if (finished) say("game over");
}
