// The lobby in a player's words: each game with a one-line pitch and its player counts,
// each option explained on the page, each bot level with what it is and how strong it is
// (from GET /game-types), the listed games to join, and this browser's own games.
import type { BotLevel, Detail, GameType, GameTypes, Schemas } from "./api.ts";
import { api, botLevels, botRatings, loadDetail, problemText, seatClient } from "./api.ts";
import { turnIs } from "./awareness.ts";
import { h } from "./dom.ts";
import { myName, rememberSeat, seats, setMyName } from "./seats.ts";
import { say } from "./status.ts";

type Option = GameType["options"][number];
const MY_GAMES = 10; // "Your games" lists this many of the latest

/** The first sentence of a game's Goal section: its pitch. */
export function pitch(detail: Detail): string {
  const goal = detail.rules.find((r) => r.id === "goal") ?? detail.rules[0];
  const text = (goal?.markdown ?? "").replace(/\s+/g, " ").replace(/[*_`#]/g, "").trim();
  return /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
}

export function counts(game: GameType): string {
  const c = game.player_counts;
  const lo = Math.min(...c);
  const hi = Math.max(...c);
  return lo === hi ? `${lo} players` : `${lo}–${hi} players`;
}

function levelTitle(level: BotLevel): string {
  return level.title ?? level.name.charAt(0).toUpperCase() + level.name.slice(1);
}

function optionLabel(name: string): string {
  return name.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

function optionInput(opt: Option, levels: BotLevel[]): HTMLElement {
  const id = `opt-${opt.name}`;
  let input: HTMLElement;
  if (typeof opt.default === "boolean") input = h("input", { type: "checkbox", id, "data-option": opt.name, checked: opt.default });
  else if (opt.choices) {
    input = h("select", { id, "data-option": opt.name }, opt.choices.map((c) => {
      const level = levels.find((l) => l.name === c);
      return h("option", { value: String(c), selected: c === opt.default, text: level ? levelTitle(level) : String(c) });
    }));
  } else if (typeof opt.default === "number") input = h("input", { type: "number", id, "data-option": opt.name, value: opt.default, min: opt.minimum ?? null, max: opt.maximum ?? null });
  else input = h("input", { id, "data-option": opt.name, value: String(opt.default) });
  return h("div", { class: "option" },
    h("label", { for: id }, h("span", { class: "option-name", text: optionLabel(opt.name) }), " ", input),
    h("p", { class: "explain", text: opt.description.charAt(0).toUpperCase() + opt.description.slice(1) }));
}

function readOption(el: HTMLInputElement | HTMLSelectElement): boolean | number | string {
  if (el instanceof HTMLInputElement && el.type === "checkbox") return el.checked;
  if (el instanceof HTMLInputElement && el.type === "number") return Number(el.value);
  return el.value;
}

function seatChooser(index: number, levels: BotLevel[]): HTMLElement {
  const kinds = [h("option", { value: "you", text: "you" }), h("option", { value: "open", text: "a friend (invite link)" }),
    ...levels.map((l) => h("option", { value: `bot:${l.name}`, text: `bot: ${levelTitle(l)}` }))];
  const select = h("select", { id: `seat-${index}`, "data-seat": index, "aria-label": `seat ${index + 1}` }, kinds);
  select.value = index === 0 ? "you" : `bot:${levels[0]?.name ?? "random"}`;
  return h("label", { for: `seat-${index}`, class: "seat-choice" }, `Seat ${index + 1} `, select);
}

function levelsPanel(levels: BotLevel[], game: GameType | undefined, players: number): HTMLElement {
  const ratings = game ? botRatings(game).filter((r) => r.seats === players) : [];
  return h("details", { class: "levels", id: "bot-levels", open: true }, h("summary", { text: "What the bot levels are" }),
    h("dl", {}, levels.map((l) => {
      const rating = ratings.find((r) => r.level === l.name);
      return [h("dt", { "data-level": l.name }, h("strong", { text: levelTitle(l) }), l.title ? h("span", { class: "muted", text: ` (${l.name})` }) : null),
        h("dd", {}, l.strength ? h("span", { class: "strength", text: `${l.strength}. ` }) : null,
          rating ? h("span", { class: "rating", text: `Rated ${Math.round(rating.rating)} here (${Math.round(rating.low)}–${Math.round(rating.high)}, ${rating.games} games). ` }) : null,
          h("span", { class: "muted", text: l.description.charAt(0).toUpperCase() + l.description.slice(1) }))];
    })));
}

function createForm(types: GameTypes, details: Map<string, Detail>, chosen: string | null): HTMLElement {
  const games = types.games;
  const levels = botLevels(types);
  const form = h("form", { id: "create", class: "panel" });
  const gameSelect = h("select", { id: "new-game", name: "game" }, games.map((g) => h("option", { value: g.name, text: g.title })));
  if (chosen && games.some((g) => g.name === chosen)) gameSelect.value = chosen;
  const gamePitch = h("p", { class: "explain", id: "game-pitch" });
  const countSelect = h("select", { id: "new-count" });
  const seatsBox = h("div", { class: "seats-choice" });
  const levelsBox = h("div");
  const optionsBox = h("div", { class: "options" });
  const listed = h("input", { type: "checkbox", id: "new-listed" });
  const name = h("input", { id: "new-name", value: myName(), maxlength: 40, required: true });
  const type = () => games.find((g) => g.name === gameSelect.value);
  const refreshSeats = () => {
    seatsBox.replaceChildren(...Array.from({ length: Number(countSelect.value) }, (_, i) => seatChooser(i, levels)));
    levelsBox.replaceChildren(levelsPanel(levels, type(), Number(countSelect.value)));
  };
  const refresh = () => {
    const game = type();
    if (!game) return;
    const detail = details.get(game.name);
    gamePitch.textContent = `${detail ? `${pitch(detail)} ` : ""}${counts(game)}.`;
    const before = countSelect.value;
    countSelect.replaceChildren(...game.player_counts.map((n) => h("option", { value: n, text: `${n} players` })));
    if (game.player_counts.map(String).includes(before)) countSelect.value = before;
    refreshSeats();
    optionsBox.replaceChildren(...game.options.map((o) => optionInput(o, levels)));
  };
  gameSelect.addEventListener("change", refresh);
  countSelect.addEventListener("change", refreshSeats);
  form.append(h("h2", { text: "New game" }),
    h("label", { for: "new-name" }, "Your name ", name),
    h("label", { for: "new-game" }, "Game ", gameSelect), gamePitch,
    h("label", { for: "new-count" }, "Players ", countSelect),
    h("fieldset", {}, h("legend", { text: "Who sits where" }), seatsBox, levelsBox),
    h("details", { class: "options-box", open: true }, h("summary", { text: "Options (clocks, safeguards, variants)" }), optionsBox),
    h("label", { for: "new-listed", class: "listed" }, listed, " List it in the lobby: anyone may join its open seats"),
    h("button", { type: "submit", id: "create-game", class: "primary", text: "Create game" }));
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    setMyName(name.value);
    const players = [...seatsBox.querySelectorAll("select")].map((sel, i) => {
      if (sel.value === "open") return { open: true as const };
      if (sel.value === "you") return { name: i === 0 ? name.value : `${name.value} ${i + 1}` };
      const level = sel.value.slice(4);
      const found = levels.find((l) => l.name === level);
      return { name: `${found ? levelTitle(found) : level} bot ${i + 1}`, bot: level as Schemas["BotLevelName"] };
    });
    const options = Object.fromEntries([...optionsBox.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-option]")].map((el) => [el.dataset.option ?? "", readOption(el)]));
    // built from GET /game-types (every option the game lists, with its value), so the
    // request is typed as the spec's CreateGame only here, where it leaves the form
    const request = { game: gameSelect.value, players, options, ...(listed.checked ? { listed: true } : {}) } as unknown as Schemas["CreateGame"];
    const { data, error } = await api.POST("/games", { body: request });
    if (!data) {
      say(problemText(error), true);
      return;
    }
    const mine = data.seats.find((seat) => seat.token);
    const invites = data.seats.filter((seat) => seat.invite).map((seat) => ({ seat: seat.index, invite: seat.invite ?? "" }));
    rememberSeat(data.id, { seat: mine?.index ?? null, token: mine?.token ?? null, creator: data.creator_token, invites, game: data.game });
    location.hash = `#game=${data.id}`;
  });
  refresh();
  return form;
}

function gamesPanel(types: GameTypes, details: Map<string, Detail>): HTMLElement {
  return h("section", { class: "panel", id: "games" }, h("h2", { text: "The games" }),
    h("ul", { class: "game-list" }, types.games.map((g) => {
      const detail = details.get(g.name);
      return h("li", { "data-game": g.name },
        h("h3", { text: g.title }), h("p", { class: "pitch", text: detail ? pitch(detail) : "" }),
        h("p", { class: "muted", text: counts(g) }),
        h("a", { href: `#rules=${g.name}`, class: "button", text: "Read the rules" }), " ",
        h("a", { href: `#new=${g.name}`, class: "button", text: `Play ${g.title}` }));
    })));
}

async function lobbyList(types: GameTypes): Promise<HTMLElement> {
  const box = h("section", { id: "lobby-list", class: "panel" }, h("h2", { text: "Open tables" }));
  const { data, error } = await api.GET("/games", { params: { query: { status: "waiting" } } });
  if (!data) {
    box.append(h("p", { class: "error", text: problemText(error) }));
    return box;
  }
  const title = (name: string) => types.games.find((g) => g.name === name)?.title ?? name;
  if (!("games" in data) || !data.games.length) box.append(h("p", { class: "muted", text: "No listed table is waiting for players." }));
  const list = h("ul", {});
  for (const g of "games" in data ? data.games : []) {
    const who = g.seats.map((seat) => (seat.open ? "open seat" : seat.name)).join(", ");
    list.append(h("li", {}, h("strong", { text: title(g.game) }), ` (${who}) `,
      g.open_seats.map((i) => h("a", { href: `#join=${g.id}&seat=${i}`, class: "button", "data-join": `${g.id}/${i}`, text: `Join seat ${i + 1}` }))));
  }
  box.append(list, h("button", { type: "button", text: "Refresh", onclick: () => window.dispatchEvent(new HashChangeEvent("hashchange")) }));
  return box;
}

/** This browser's games, each with its status and whether this seat is to act. */
function myGames(types: GameTypes): HTMLElement | null {
  const mine = Object.entries(seats()).slice(-MY_GAMES).reverse();
  if (!mine.length) return null;
  const title = (name: string | undefined) => types.games.find((g) => g.name === name)?.title ?? name ?? "game";
  const items = mine.map(([id, rec]) => {
    const state = h("span", { class: "muted", text: " …" });
    const item = h("li", { "data-my-game": id }, h("a", { href: `#game=${id}`, text: title(rec.game) }), state);
    void seatClient(rec.token).GET("/games/{game_id}", { params: { path: { game_id: id } } }).then(({ data }) => {
      if (!data) {
        state.textContent = " (gone)";
        return;
      }
      const toAct = data.legal_actions.length > 0;
      const status = { waiting: "waiting for players", active: "in play", finished: "finished", aborted: "called off" }[data.status];
      const others = data.seats.filter((s) => s.index !== data.seat && !s.open).map((s) => s.name).join(", ");
      state.textContent = ` with ${others || "nobody yet"}: ${status}`;
      if (toAct) {
        item.classList.add("to-act");
        item.append(h("strong", { class: "turn-mark", text: "your turn" }));
      }
    });
    return item;
  });
  return h("section", { class: "panel", id: "my-games" }, h("h2", { text: "Your games" }), h("ul", {}, items));
}

export async function showLobby(main: HTMLElement, types: GameTypes, chosen: string | null = null): Promise<void> {
  say("");
  turnIs(false);
  const details = new Map<string, Detail>();
  await Promise.all(types.games.map(async (g) => details.set(g.name, await loadDetail(g.name))));
  main.replaceChildren(h("div", { class: "lobby" }, createForm(types, details, chosen), myGames(types), await lobbyList(types), gamesPanel(types, details)));
  if (chosen) document.getElementById("create")?.scrollIntoView();
}
