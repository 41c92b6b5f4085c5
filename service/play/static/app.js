// /play: a reference web client built only on the published contract: the TypeScript client
// package (client.js, bundled from openapi/clients/typescript) and what the API answers.
// No engine code: tables are drawn from the views, the board from GET /game-types/{name}.
import { createClient } from "./client.js";

const BASE = location.origin;
const MAX_RETRIES = 5; // a 429 or 503 is retried this many times, after its Retry-After
const fetchPolitely = async (request) => {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(request.clone());
    if ((response.status !== 429 && response.status !== 503) || attempt >= MAX_RETRIES) return response;
    const seconds = Number(response.headers.get("Retry-After")) || 1;
    say(`The server asks us to wait ${seconds} s; retrying then.`);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
};
const seatClient = (token) => createClient(BASE, { token, fetch: fetchPolitely });
const api = seatClient(); // a spectator; seats use their own client
const main = document.getElementById("main");
const statusLine = document.getElementById("status");
const SEATS_KEY = "tabletop-play-seats"; // localStorage: game id -> {seat, token, invites}
const NAME_KEY = "tabletop-play-name";
const SEAT_COLOURS = ["#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98", "#117a65"];
const VILLAGER_COLOURS = { b: "#2e86de", g: "#27ae60", r: "#e74c3c", w: "#f4f6f7", y: "#f1c40f" };
const GAME_TITLES = {};
const RECENT_ENTRIES = 30; // the events list shows this many of the latest log entries
let gameTypes = null; // GET /game-types
const details = {}; // name -> GET /game-types/{name}
let current = null; // the table being shown: {id, client, source, body, events}

// ---------------------------------------------------------------- small helpers
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "text") el.textContent = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) el.append(c);
  return el;
}
const SVG_NS = "http://www.w3.org/2000/svg";
function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) el.setAttribute(k, String(v));
  for (const c of children.flat()) if (c !== null && c !== undefined) el.append(c);
  return el;
}
function say(text, error = false) { statusLine.textContent = text; statusLine.classList.toggle("error", error); }
function problemText(error) { return error ? `${error.title ?? "error"}: ${error.detail ?? ""}` : ""; }
function seats() { return JSON.parse(localStorage.getItem(SEATS_KEY) ?? "{}"); }
function rememberSeat(id, record) { const all = seats(); all[id] = { ...all[id], ...record }; localStorage.setItem(SEATS_KEY, JSON.stringify(all)); }
function myName() { return localStorage.getItem(NAME_KEY) || "me"; }
function params() { return new URLSearchParams(location.hash.slice(1)); }
function go(hash) { if (location.hash === hash) route(); else location.hash = hash; }
function describe(obj) {
  return Object.entries(obj).filter(([k]) => k !== "type").map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : v}`).join(", ");
}
function seatName(body, i) { const seat = body.seats[i]; return seat ? `${seat.name ?? "open seat"} (${i})` : `seat ${i}`; }

async function loadTypes() {
  if (gameTypes) return gameTypes;
  const { data, error } = await api.GET("/game-types");
  if (error) throw new Error(problemText(error));
  gameTypes = data;
  for (const g of data.games) GAME_TITLES[g.name] = g.title;
  return data;
}
async function loadDetail(name) {
  if (!details[name]) {
    const { data, error } = await api.GET("/game-types/{name}", { params: { path: { name } } });
    if (error) throw new Error(problemText(error));
    details[name] = data;
  }
  return details[name];
}

// ---------------------------------------------------------------- routing
function stopTable() { if (current?.source) current.source.close(); current = null; }
async function route() {
  stopTable();
  const p = params();
  try {
    await loadTypes();
    if (p.get("join")) return showJoin(p.get("join"), Number(p.get("seat")), p.get("invite"));
    if (p.get("game")) return showTable(p.get("game"));
    return showLobby();
  } catch (err) {
    main.replaceChildren(h("p", { class: "error", role: "alert", text: String(err.message ?? err) }));
  }
}
window.addEventListener("hashchange", route);

// ---------------------------------------------------------------- lobby
function optionInput(opt, prefix) {
  const id = `${prefix}-${opt.name}`;
  let input;
  if (typeof opt.default === "boolean") input = h("input", { type: "checkbox", id, "data-option": opt.name, checked: opt.default });
  else if (opt.choices) input = h("select", { id, "data-option": opt.name }, opt.choices.map((c) => h("option", { value: c, selected: c === opt.default, text: c })));
  else if (typeof opt.default === "number") input = h("input", { type: "number", id, "data-option": opt.name, value: opt.default, min: opt.minimum, max: opt.maximum });
  else input = h("input", { id, "data-option": opt.name, value: opt.default });
  return h("label", { for: id, title: opt.description }, `${opt.name} `, input);
}
function readOption(el) {
  if (el.type === "checkbox") return el.checked;
  if (el.type === "number") return Number(el.value);
  return el.value;
}

function seatChooser(index, levels) {
  const kinds = [h("option", { value: "you", text: "you" }), h("option", { value: "open", text: "open seat (invite)" }),
    ...levels.map((l) => h("option", { value: `bot:${l.name}`, text: `bot: ${l.name}` }))];
  const select = h("select", { id: `seat-${index}`, "data-seat": index, "aria-label": `seat ${index}` }, kinds);
  select.value = index === 0 ? "you" : `bot:${levels[0].name}`;
  return h("label", { for: `seat-${index}` }, `Seat ${index} `, select);
}

function createForm() {
  const types = gameTypes.games;
  const form = h("form", { id: "create", class: "panel" });
  const gameSelect = h("select", { id: "new-game", name: "game" }, types.map((g) => h("option", { value: g.name, text: g.title })));
  const countSelect = h("select", { id: "new-count" });
  const seatsBox = h("div", { class: "seats-choice" });
  const optionsBox = h("div", { class: "options" });
  const listed = h("input", { type: "checkbox", id: "new-listed" });
  const name = h("input", { id: "new-name", value: myName(), maxlength: 64, required: true });
  const refresh = () => {
    const type = types.find((g) => g.name === gameSelect.value);
    const before = countSelect.value;
    countSelect.replaceChildren(...type.player_counts.map((n) => h("option", { value: n, text: `${n} players` })));
    if (type.player_counts.map(String).includes(before)) countSelect.value = before;
    refreshSeats();
    optionsBox.replaceChildren(...type.options.map((o) => optionInput(o, "opt")));
  };
  const refreshSeats = () => {
    seatsBox.replaceChildren(...Array.from({ length: Number(countSelect.value) }, (_, i) => seatChooser(i, gameTypes.bot_levels)));
  };
  gameSelect.addEventListener("change", refresh);
  countSelect.addEventListener("change", refreshSeats);
  form.append(h("h2", { text: "New game" }),
    h("label", { for: "new-name" }, "Your name ", name),
    h("label", { for: "new-game" }, "Game ", gameSelect),
    h("label", { for: "new-count" }, "Players ", countSelect), seatsBox,
    h("fieldset", {}, h("legend", { text: "Options" }), optionsBox),
    h("label", { for: "new-listed" }, listed, " list it in the lobby (anyone may join its open seats)"),
    h("button", { type: "submit", id: "create-game", text: "Create game" }));
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    localStorage.setItem(NAME_KEY, name.value);
    const players = [...seatsBox.querySelectorAll("select")].map((sel, i) => {
      if (sel.value === "open") return { open: true };
      if (sel.value === "you") return { name: i === 0 ? name.value : `${name.value} ${i}` };
      return { name: `${sel.value.slice(4)} bot ${i}`, bot: sel.value.slice(4) };
    });
    const options = Object.fromEntries([...optionsBox.querySelectorAll("[data-option]")].map((el) => [el.dataset.option, readOption(el)]));
    const request = { game: gameSelect.value, players, options, ...(listed.checked ? { listed: true } : {}) };
    const { data, error } = await api.POST("/games", { body: request });
    if (error) { say(problemText(error), true); return; }
    const mine = data.seats.find((seat) => seat.token);
    const invites = data.seats.filter((seat) => seat.invite).map((seat) => ({ seat: seat.index, invite: seat.invite }));
    rememberSeat(data.id, { seat: mine?.index ?? null, token: mine?.token ?? null, invites, game: data.game });
    go(`#game=${data.id}`);
  });
  refresh();
  return form;
}

async function lobbyList() {
  const box = h("section", { id: "lobby-list", class: "panel" }, h("h2", { text: "Open games" }));
  const { data, error } = await api.GET("/games", { params: { query: { status: "waiting" } } });
  if (error) { box.append(h("p", { class: "error", text: problemText(error) })); return box; }
  if (!data.games.length) box.append(h("p", { text: "No listed game is waiting for players." }));
  const list = h("ul", {});
  for (const g of data.games) {
    const who = g.seats.map((seat) => seat.open ? "open" : seat.name).join(", ");
    list.append(h("li", {}, `${GAME_TITLES[g.game] ?? g.game}: ${who} `,
      g.open_seats.map((i) => h("a", { href: `#join=${g.id}&seat=${i}`, class: "button", "data-join": `${g.id}/${i}`, text: `Join seat ${i}` }))));
  }
  box.append(list, h("button", { type: "button", text: "Refresh", onclick: () => route() }));
  return box;
}

function myGames() {
  const mine = Object.entries(seats());
  if (!mine.length) return null;
  return h("section", { class: "panel" }, h("h2", { text: "Your games" }),
    h("ul", {}, mine.slice(-10).reverse().map(([id, rec]) => h("li", {}, h("a", { href: `#game=${id}`, text: `${GAME_TITLES[rec.game] ?? rec.game ?? "game"} ${id.slice(0, 8)}` })))));
}

async function showLobby() {
  say("");
  main.replaceChildren(h("div", { class: "lobby" }, createForm(), await lobbyList(), myGames()));
}

// ---------------------------------------------------------------- joining an open seat
function showJoin(id, seat, invite) {
  const name = h("input", { id: "join-name", value: myName(), maxlength: 64, required: true });
  const form = h("form", { class: "panel", id: "join" }, h("h2", { text: `Take seat ${seat}` }),
    h("label", { for: "join-name" }, "Your name ", name), h("button", { type: "submit", id: "join-seat", text: "Take the seat" }));
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    localStorage.setItem(NAME_KEY, name.value);
    const { data, error } = await api.POST("/games/{game_id}/seats/{index}/join", {
      params: { path: { game_id: id, index: seat } }, body: { name: name.value, invite: invite || null } });
    if (error) { say(problemText(error), true); return; }
    rememberSeat(data.id, { seat: data.seat, token: data.token });
    go(`#game=${data.id}`);
  });
  main.replaceChildren(form);
}

// ---------------------------------------------------------------- the table
async function showTable(id) {
  const record = seats()[id] ?? {};
  const client = record.token ? seatClient(record.token) : api;
  const { data, error } = await client.GET("/games/{game_id}", { params: { path: { game_id: id } } });
  if (error) throw new Error(problemText(error));
  const detail = await loadDetail(data.game);
  current = { id, client, body: data, detail, record, entries: [], replay: null };
  const since = Math.max(0, data.version - RECENT_ENTRIES);
  const log = await client.GET("/games/{game_id}/log", { params: { path: { game_id: id }, query: { since } } });
  if (log.data && current?.id === id) current.entries = log.data.entries.filter((e) => e.version <= current.body.version);
  renderTable();
  connect(current);
}

// The stream's URL after a version; a seat's needs a one-use ticket (EventSource cannot
// send the token), a spectator's none.
async function streamUrl(table, after) {
  const url = new URL(`${BASE}/games/${table.id}/events`);
  url.searchParams.set("after", String(after));
  if (table.record.token) {
    const { data, error } = await table.client.POST("/games/{game_id}/tickets", { params: { path: { game_id: table.id } } });
    if (error) throw new Error(problemText(error));
    url.searchParams.set("ticket", data.ticket);
  }
  return url;
}

async function connect(table) {
  if (table !== current || table.body.status === "finished" || table.body.status === "aborted") return;
  let url;
  try { url = await streamUrl(table, table.body.version); } catch (err) { say(err.message, true); return; }
  const source = new EventSource(url);
  table.source = source;
  source.addEventListener("game", (ev) => {
    const update = JSON.parse(ev.data);
    if (table !== current) return;
    if (update.entry) table.entries.push(update.entry);
    if (update.version >= table.body.version) { table.body = update; renderTable(); }
  });
  source.addEventListener("end", () => { source.close(); });
  // A ticket works once: on an error, reconnect with a fresh one after the version we have.
  source.onerror = () => { source.close(); if (table === current) setTimeout(() => connect(table), 1000); };
}

async function act(action) {
  const table = current;
  const { data, error } = await table.client.POST("/games/{game_id}/actions", {
    params: { path: { game_id: table.id } }, body: { action, version: table.body.version } });
  if (error) { say(problemText(error), true); return; }
  say("");
  if (table === current && data.version >= table.body.version) { table.body = data; renderTable(); }
}

// Every legal action is reachable twice: on the table where it happens (an element whose
// data-anchor matches the action) and in the labelled list. Both carry data-action.
function actionButton(action, label) {
  return h("button", { type: "button", class: "action", "data-action": JSON.stringify(action), text: label, onclick: () => act(action) });
}
function wireAnchors(root, body, anchorsOf) {
  const byAnchor = new Map();
  body.legal_actions.forEach((action, i) => {
    for (const key of anchorsOf(action)) {
      if (!byAnchor.has(key)) byAnchor.set(key, []);
      byAnchor.get(key).push(i);
    }
  });
  for (const el of root.querySelectorAll("[data-anchor]")) {
    const indices = byAnchor.get(el.getAttribute("data-anchor"));
    if (!indices) continue;
    el.classList.add("legal");
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    const labels = indices.map((i) => body.action_labels[i]);
    el.setAttribute("aria-label", labels.join(" / "));
    const activate = () => {
      if (indices.length === 1) return act(body.legal_actions[indices[0]]);
      showMenu(el, indices.map((i) => actionButton(body.legal_actions[i], body.action_labels[i])));
    };
    if (indices.length === 1) el.setAttribute("data-action", JSON.stringify(body.legal_actions[indices[0]]));
    el.addEventListener("click", activate);
    el.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); activate(); } });
  }
}
function showMenu(anchor, buttons) {
  document.getElementById("menu")?.remove();
  const menu = h("div", { id: "menu", class: "menu panel", role: "dialog", "aria-label": "choose an action" },
    buttons, h("button", { type: "button", text: "Cancel", onclick: () => menu.remove() }));
  document.body.append(menu);
  const box = anchor.getBoundingClientRect();
  menu.style.top = `${window.scrollY + Math.min(box.bottom, window.innerHeight - 40)}px`;
  menu.style.left = `${Math.max(4, Math.min(box.left, window.innerWidth - 260))}px`;
  buttons[0]?.focus();
}

function card(id, anchor, extra = {}) {
  return h("span", { class: `card ${String(id).split("-")[0]}`, "data-card": id, "data-anchor": anchor ?? null, ...extra, text: id });
}
function cardsOrCount(hand, anchorPrefix) {
  if (hand.cards) return h("span", { class: "cards" }, hand.cards.map((c) => card(c, anchorPrefix ? `${anchorPrefix}${c}` : null)));
  return h("span", { class: "cards" }, Array.from({ length: hand.count }, () => h("span", { class: "card back", text: "?" })));
}

function renderTable() {
  const table = current;
  const body = table.body;
  document.getElementById("menu")?.remove();
  const renderer = RENDERERS[body.game];
  const board = renderer.draw(body, table.detail);
  const finished = body.status === "finished";
  const head = h("section", { class: "panel head" },
    h("h2", { text: `${table.detail.title} — ${body.status}` }),
    h("p", {}, `version ${body.version}; you are ${body.seat === null ? "a spectator" : seatName(body, body.seat)}; `,
      body.to_act.length ? `to act: ${body.to_act.map((i) => seatName(body, i)).join(", ")}` : ""),
    seatsPanel(body), invitesPanel(body), seatButtons(table, body), finished ? outcomePanel(body) : null);
  const actions = h("section", { class: "panel", id: "actions" }, h("h3", { text: body.legal_actions.length ? "Your legal actions" : "Nothing for you to do now" }),
    h("div", { class: "action-list" }, body.legal_actions.map((a, i) => actionButton(a, body.action_labels[i]))));
  const log = h("section", { class: "panel", id: "events" }, h("h3", { text: "Events" }),
    h("ul", { class: "entries" }, table.entries.slice(-RECENT_ENTRIES).reverse().map((e) => entryItem(body, e))));
  const rules = h("details", { class: "panel", id: "rules" }, h("summary", { text: `Rules of ${table.detail.title}` }),
    table.detail.rules.map((section) => h("section", {}, h("h4", { text: section.title }), h("p", { class: "rules-text", text: section.markdown }))));
  main.replaceChildren(...[head, actions, board, finished ? replayPanel(table) : null, log, rules].filter(Boolean));
  main.dataset.version = String(body.version);
  main.dataset.status = body.status;
  wireAnchors(board, body, renderer.anchors);
  if (body.status === "finished") say("game over");
}

function entryItem(body, entry) {
  const what = entry.action ? entry.action.type : entry.change;
  return h("li", {}, h("strong", { text: `${entry.version}. ${seatName(body, entry.seat)}: ${what} ` }), entry.action ? describe(entry.action) : "",
    entry.by ? ` (by ${entry.by})` : "",
    h("ul", { class: "event-list" }, (entry.events ?? []).map((ev) => h("li", { text: `${ev.type}: ${describe(ev)}` }))));
}

function invitesPanel(body) {
  const record = current.record;
  const open = body.seats.filter((seat) => seat.open);
  if (!open.length) return null;
  const invites = record.invites ?? [];
  return h("div", { class: "invites" }, h("p", { text: "Waiting for players to take the open seats." }),
    h("ul", {}, open.map((seat) => {
      const inv = invites.find((i) => i.seat === seat.index);
      const link = `${BASE}/play#join=${body.id}&seat=${seat.index}${inv ? `&invite=${encodeURIComponent(inv.invite)}` : ""}`;
      return h("li", {}, `Seat ${seat.index}: `, h("a", { href: link, class: "invite-link", "data-invite-seat": seat.index, text: "invite link" }),
        h("input", { readonly: true, value: link, "aria-label": `invite link for seat ${seat.index}` }));
    })));
}

// Every seat with who plays it; its clock when the body has one (a table with time
// controls): the time left until its deadline ticks down here between updates.
function seatsPanel(body) {
  return h("ul", { class: "seat-list", id: "seat-list" }, body.seats.map((seat) => {
    const who = seat.open ? "open seat" : seat.bot ? `bot ${seat.bot}` : seat.stand_in ? `played by the server (${seat.stand_in})` : "human";
    const flags = [seat.resigned ? "resigned" : null, seat.absent ? "absent" : null, seat.ghost ? "ghost" : null, seat.team].filter(Boolean);
    const clock = seat.clock && (seat.clock.deadline || seat.clock.bank !== null)
      ? h("span", { class: "clock", "data-deadline": seat.clock.deadline ?? null, "data-seat-clock": seat.index,
        text: clockText(seat.clock) }) : null;
    return h("li", { style: `border-color:${SEAT_COLOURS[seat.index]}` }, `${seatName(body, seat.index)}: ${who}${flags.length ? ` (${flags.join(", ")})` : ""} `, clock);
  }));
}
function secondsLeft(deadline) { return Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1000)); }
function clockText(clock) {
  const parts = [];
  if (clock.deadline) parts.push(`${secondsLeft(clock.deadline)} s to act`);
  if (clock.bank !== null && clock.bank !== undefined) parts.push(`bank ${Math.round(clock.bank)} s`);
  if (clock.timeouts) parts.push(`${clock.timeouts} timeouts`);
  return parts.join(", ");
}
setInterval(() => {
  for (const el of document.querySelectorAll("[data-deadline]")) {
    el.textContent = el.textContent.replace(/^\d+ s to act/, `${secondsLeft(el.dataset.deadline)} s to act`);
  }
}, 1000);

// What a seat may do to the game itself: resign while it runs (the table's replacement bot
// plays on for it), call it off before its first action.
function seatButtons(table, body) {
  if (!table.record.token || body.seat === null) return null;
  const post = (path) => async () => {
    const { data, error } = await table.client.POST(path, { params: { path: { game_id: body.id } } });
    if (error) { say(problemText(error), true); return; }
    if (table === current) { table.body = data; renderTable(); if (data.status !== "active") table.source?.close(); }
  };
  const me = body.seats[body.seat];
  const buttons = [];
  if (body.status === "active" && !me.resigned) buttons.push(h("button", { type: "button", id: "resign", text: "Resign (a bot plays on for you)", onclick: post("/games/{game_id}/resign") }));
  const noActionYet = table.entries.length === body.version && table.entries.every((e) => !e.action);
  if (body.status === "waiting" || (body.status === "active" && noActionYet)) {
    buttons.push(h("button", { type: "button", id: "abort", text: "Call the game off", onclick: post("/games/{game_id}/abort") }));
  }
  return buttons.length ? h("div", { class: "seat-buttons" }, buttons) : null;
}

function outcomePanel(body) {
  const o = body.outcome;
  const rematch = current.record.token
    ? h("button", { type: "button", id: "rematch", text: "Rematch", onclick: async () => {
      const { data, error } = await current.client.POST("/games/{game_id}/rematch", { params: { path: { game_id: body.id } } });
      if (error) { say(problemText(error), true); return; }
      rememberSeat(data.id, { seat: data.seat, token: data.token, game: body.game });
      go(`#game=${data.id}`);
    } }) : null;
  return h("div", { class: "outcome", id: "game-over" }, h("p", { text: `Game over: ${o?.reason ?? ""}` }),
    h("p", { text: `Winners: ${(o?.winners ?? []).map((i) => seatName(body, i)).join(", ") || "nobody"}` }),
    o?.scores ? h("p", { text: `Scores: ${o.scores.map((sc, i) => `${seatName(body, i)} ${sc}`).join("; ")}` }) : null,
    o?.detail && Object.keys(o.detail).length ? h("p", { text: describe(o.detail) }) : null, rematch);
}

// The replay viewer: the event stream resumed from the start (`?after=0`) sends the game
// body of every version in order, as this viewer saw it then, with the log entry that made
// it; the viewer keeps them and redraws the table at any version, back and forth.
function replayPanel(table) {
  const panel = h("section", { class: "panel", id: "replay" }, h("h3", { text: "Replay" }));
  const view = h("div", { class: "replay-step", "aria-live": "polite" });
  const counter = h("span", { id: "replay-at", text: "loading…" });
  const show = () => {
    const { frames, at } = table.replay;
    const frame = frames[at];
    counter.textContent = `${at + 1} / ${frames.length}`;
    if (!frame) { view.replaceChildren(h("p", { text: "no versions" })); return; }
    const drawn = RENDERERS[frame.game].draw(frame, table.detail);
    drawn.id = "replay-table";
    drawn.dataset.version = String(frame.version);
    view.replaceChildren(h("p", { text: `version ${frame.version}` }),
      frame.entry ? h("ul", { class: "entries" }, entryItem(frame, frame.entry)) : null, drawn);
  };
  const step = (d) => { const r = table.replay; r.at = Math.max(0, Math.min(r.frames.length - 1, r.at + d)); show(); };
  panel.addEventListener("keydown", (ev) => { // arrow keys step too, once a button has focus
    if (ev.key === "ArrowLeft") step(-1);
    if (ev.key === "ArrowRight") step(1);
  });
  panel.append(h("div", { class: "replay-controls" },
    h("button", { type: "button", id: "replay-first", text: "|< first", onclick: () => step(-1e9) }),
    h("button", { type: "button", id: "replay-back", text: "< back", onclick: () => step(-1) }), counter,
    h("button", { type: "button", id: "replay-forward", text: "forward >", onclick: () => step(1) }),
    h("button", { type: "button", id: "replay-last", text: "last >|", onclick: () => step(1e9) })), view);
  if (table.replay) show();
  else loadFrames(table).then(() => { if (table === current) show(); });
  return panel;
}
function loadFrames(table) {
  return streamUrl(table, 0).then((url) => new Promise((resolve) => {
    const frames = [];
    const done = () => { source.close(); table.replay = { frames, at: 0 }; resolve(); };
    const source = new EventSource(url);
    source.addEventListener("game", (ev) => { frames.push(JSON.parse(ev.data)); });
    source.addEventListener("end", done);
    source.onerror = done;
  }));
}

// ---------------------------------------------------------------- Caretos
const caretos = {
  anchors(a) {
    const keys = [];
    for (const k of ["at", "to", "from"]) if (typeof a[k] === "number") keys.push(`loc:${a[k]}`);
    if (a.card) keys.push(`card:${a.card}`);
    if (a.monster && !keys.length) keys.push(`monster:${a.monster}`);
    if (a.careto) keys.push(`careto:${a.careto}`);
    return keys.slice(0, 1);
  },
  draw(body, detail) {
    const v = body.state;
    const board = detail.extra.boards[v.board];
    const loc = new Map(board.locations.map((l) => [l.id, l]));
    const svg = s("svg", { viewBox: `0 0 ${board.width} ${board.height + 70}`, class: "board", role: "img", "aria-label": "the Caretos board" });
    for (const [a, b] of board.paths) {
      const p = loc.get(a), q = loc.get(b);
      svg.append(s("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, class: "path" }));
    }
    for (const l of board.locations) {
      svg.append(s("g", { class: `location ${l.kind}`, "data-anchor": `loc:${l.id}`, "data-location": l.id },
        s("title", {}, `${l.name} (${l.id})`),
        s("circle", { cx: l.x, cy: l.y, r: 30 }),
        s("text", { x: l.x, y: l.y - 34, class: "loc-name" }, `${l.name}${l.symbol ? ` ${l.symbol}` : ""}`)));
    }
    for (const group of v.villagers) {
      const l = loc.get(group.at);
      [...group.villagers].forEach((c, i) => svg.append(s("circle", { cx: l.x - 18 + (i % 5) * 9, cy: l.y + 14 + Math.floor(i / 5) * 9, r: 4.5, fill: VILLAGER_COLOURS[c], class: "villager" }, s("title", {}, `villager ${c}`))));
      if (group.campfire) svg.append(s("polygon", { points: `${l.x + 20},${l.y + 30} ${l.x + 26},${l.y + 18} ${l.x + 32},${l.y + 30}`, class: "campfire" }, s("title", {}, "a Campfire")));
    }
    if (v.careto_group) { // Villagers acting as a Careto this turn (the Bogeymen's comet)
      const l = loc.get(v.careto_group.at);
      svg.append(s("circle", { cx: l.x, cy: l.y, r: 36, class: "careto-group" }, s("title", {}, `Villagers ${v.careto_group.villagers} acting as a Careto`)));
    }
    v.caretos.forEach((c) => {
      const l = loc.get(c.at);
      const x = l.x + (c.name === "careto-1" ? -12 : 12), y = l.y - 6;
      svg.append(s("g", { class: "careto", "data-anchor": `careto:${c.name}` }, s("title", {}, c.name),
        s("polygon", { points: `${x},${y - 9} ${x + 8},${y} ${x},${y + 9} ${x - 8},${y}` })));
    });
    const cauldron = [];
    v.monsters.forEach((m, i) => {
      if (typeof m.at !== "number") { if (m.at === "cauldron") cauldron.push(m); return; }
      const l = loc.get(m.at);
      const x = l.x - 30 + (i % 3) * 21, y = l.y - 22;
      svg.append(s("g", { class: "monster", "data-anchor": `monster:${m.name}` }, s("title", {}, `${m.name} of ${seatName(body, m.owner)}`),
        s("rect", { x, y, width: 20, height: 12, fill: SEAT_COLOURS[m.owner], rx: 2 }),
        s("text", { x: x + 10, y: y + 10, class: "monster-letter" }, m.name[0].toUpperCase() + m.name[1])));
    });
    const cy = board.height + 10;
    svg.append(s("rect", { x: 10, y: cy, width: board.width - 20, height: 52, rx: 8, class: "cauldron" }),
      s("text", { x: 22, y: cy + 22, class: "cauldron-text" }, `Cauldron: ${cauldron.map((m) => m.name).join(", ") || "empty"}`),
      s("text", { x: 22, y: cy + 42, class: "cauldron-text" }, `Campfires in supply: ${v.campfire_supply}; Villagers left ${v.villagers_left}`));
    const players = v.seats.map((seat, i) => h("div", { class: "seat-panel", style: `border-color:${SEAT_COLOURS[i]}`, "data-seat": i },
      h("h4", { text: seatName(body, i) + (v.turn?.current === i ? " — turn" : "") }),
      h("p", {}, "Hand: ", cardsOrCount(seat.hand, i === body.seat ? "card:" : null)),
      h("p", { text: `Campfires ${seat.campfires}; captured ${seat.captured || "none"}` }),
      h("p", {}, "Bonus held: ", (seat.bonus_held ?? []).map((c) => card(c)), " done: ", (seat.bonus_done ?? []).map((c) => card(c))),
      seat.final ? h("p", {}, "Final: ", cardsOrCount(seat.final, i === body.seat ? "card:" : null)) : null,
      h("p", {}, "Discard: ", (seat.discard ?? []).map((c) => card(c)))));
    return h("section", { class: "table caretos", id: "table" },
      h("div", { class: "board-wrap" }, svg),
      h("div", { class: "side" },
        h("p", { text: `Decision: ${v.decision ? `${v.decision.kind} by ${seatName(body, v.decision.seat)}` : "none"}; Night deck ${v.night_deck.count}, Bonus deck ${v.bonus_deck.count}; Villagers boxed ${v.villagers_boxed}${v.final_turns >= 0 ? `; final turns left ${v.final_turns}` : ""}${v.end_reason ? `; ${v.end_reason}` : ""}` }),
        h("p", {}, "Bonus Cards for sale: ", v.bonus_face_up.map((c) => card(c, `card:${c}`))),
        h("p", { class: "monsters" }, "Monsters: ", v.monsters.map((m) => h("span", { class: "monster-key", style: `border-color:${SEAT_COLOURS[m.owner]}`,
          text: `${m.name[0].toUpperCase() + m.name[1]} ${m.name} (${m.owner}) ${typeof m.at === "number" ? `at ${loc.get(m.at).name}` : m.at}` }))),
        players));
  },
};

// ---------------------------------------------------------------- Encantados
const RACES = ["dwarves", "elves", "fairies", "fauns", "gnomes", "goblins", "kobolds", "leprechauns", "trolls", "wisps"];
const encantados = {
  anchors(a) {
    if (a.card) return [`card:${a.card}`];
    if (a.cards) return [`card:${a.cards[0]}`];
    if (typeof a.garden === "number") return [`garden:${a.garden}`];
    if (typeof a.seat === "number") return [`seat:${a.seat}`];
    if (a.source) return [`pile:${a.source === "search" ? "draw" : a.source}`]; // a search draws from the draw pile
    if (a.pile) return [`pile:${a.pile}`];
    return [];
  },
  draw(body) {
    const v = body.state;
    const gardens = v.gardens.map((g, u) => h("div", { class: "garden", "data-anchor": `garden:${u}` },
      h("h4", { text: `${v.units[u].map((i) => seatName(body, i)).join(" & ")}: score ${v.scores[u]}${v.last_round.length ? ` (last round ${v.last_round[u]})` : ""}` }),
      RACES.filter((r) => g[r]?.length).map((r) => h("div", { class: "race" }, h("span", { class: "race-name", text: r }), g[r].map((c) => card(c, `card:${c}`)))),
      g.songs?.length ? h("div", { class: "race" }, h("span", { class: "race-name", text: "songs" }), g.songs.map((c) => card(c))) : null));
    const hands = v.hands.map((hand, i) => h("div", { class: "seat-panel", "data-anchor": `seat:${i}`, "data-seat": i, style: `border-color:${SEAT_COLOURS[i]}` },
      h("h4", { text: `${seatName(body, i)}${v.current === i ? " — turn" : ""}` }), cardsOrCount(hand, i === body.seat ? "card:" : null)));
    const top = (pile) => pile.length ? pile[pile.length - 1] : null;
    const search = v.search?.cards ?? [];
    return h("section", { class: "table encantados", id: "table" },
      h("p", { text: `Round ${v.round} of at most ${v.max_rounds}; phase ${v.phase}; ${v.pending.map((p) => p.text).join("; ")}` }),
      h("div", { class: "piles" },
        h("div", { class: "pile", "data-anchor": "pile:draw" }, h("span", { text: `Draw pile (${v.draw_pile.count})` })),
        h("div", { class: "pile", "data-anchor": "pile:search_discard" }, "Search discard: ", v.search_discard.map((c) => card(c, c === top(v.search_discard) || search.length ? `card:${c}` : null))),
        h("div", { class: "pile", "data-anchor": "pile:end_discard" }, "End discard: ", v.end_discard.slice(-6).map((c) => card(c, `card:${c}`))),
        search.length ? h("div", { class: "pile" }, "Searching: ", search.map((c) => card(c, `card:${c}`))) : null,
        v.moving ? h("div", { class: "pile" }, "Moving: ", card(v.moving)) : null),
      h("div", { class: "gardens" }, gardens), h("div", { class: "hands" }, hands));
  },
};

// ---------------------------------------------------------------- Mission Calaveras
const mission = {
  anchors(a) { return a.card ? [`card:${a.card}`] : []; },
  draw(body) {
    const v = body.state;
    const seatsBox = v.seats.map((seat, i) => h("div", { class: `seat-panel${v.nicole === i ? " nicole" : ""}`, "data-seat": i, style: `border-color:${SEAT_COLOURS[i]}` },
      h("h4", { text: `${seatName(body, i)} — ${seat.team}${seat.ghost ? `, ghost played by ${seatName(body, seat.controller)}` : ""}${v.turn === i ? " — turn" : ""}` }),
      v.nicole === i ? h("p", { class: "nicole-mark", text: "★ Nicole trusts this seat" }) : null,
      h("p", { text: `Suspicion ${seat.suspicion}` }),
      h("p", {}, "Front: ", seat.front.map((c) => card(c))),
      h("p", {}, "Hand: ", cardsOrCount(seat.hand, i === body.seat || (seat.ghost && seat.controller === body.seat) ? "card:" : null))));
    return h("section", { class: "table mission", id: "table" },
      h("div", { class: "zones" },
        h("div", { class: "zone innocent" }, h("h4", { text: "Innocent" }), v.innocent.map((c) => card(c))),
        h("div", { class: "zone suspect" }, h("h4", { text: "Suspect" }), v.suspect.map((c) => card(c)))),
      h("p", { text: `Draw pile ${v.draw.count}; discard ${v.discard.slice(-5).join(", ") || "empty"}; turns played ${v.turns_played}` }),
      h("div", { class: "seats" }, seatsBox));
  },
};

const RENDERERS = { caretos, encantados, "mission-calaveras": mission };

route();
