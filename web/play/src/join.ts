// Taking an open seat: the page says which game, which table and which clock first.
import type { GameTypes } from "./api.ts";
import { api, loadDetail, problemText } from "./api.ts";
import { h } from "./dom.ts";
import { counts, pitch } from "./lobby.ts";
import { myName, rememberSeat, setMyName } from "./seats.ts";
import { say } from "./status.ts";

function clockText(options: Record<string, unknown>): string {
  const turn = Number(options.turn_seconds ?? 0);
  const bank = Number(options.bank_seconds ?? 0);
  const inc = Number(options.increment_seconds ?? 0);
  const parts: string[] = [];
  if (bank) parts.push(`a time bank of ${Math.round(bank / 60)} min${inc ? ` plus ${inc} s per move` : ""}`);
  if (turn) parts.push(`${turn} s per decision`);
  return parts.length ? `Clock: ${parts.join(" and ")}; when it runs out a bot moves for you.` : "No clock: take your time.";
}

export async function showJoin(main: HTMLElement, types: GameTypes, id: string, seat: number, invite: string | null): Promise<void> {
  const { data, error } = await api.GET("/games/{game_id}", { params: { path: { game_id: id } } });
  if (!data) throw new Error(problemText(error));
  const game = types.games.find((g) => g.name === data.game);
  const detail = await loadDetail(data.game);
  // the table's clock: a listed game's `table` options say it all; otherwise the seats'
  // clocks show the bank (a per-decision limit alone is not in a waiting game's body)
  const listed = await api.GET("/games", { params: { query: { status: "waiting" } } });
  const entry = listed.data && "games" in listed.data ? listed.data.games.find((g) => g.id === id) : undefined;
  const bank = data.seats.find((s) => s.clock.bank !== null)?.clock.bank ?? 0;
  const options: Record<string, unknown> = entry?.table ?? { bank_seconds: bank };
  const name = h("input", { id: "join-name", value: myName(), maxlength: 40, required: true });
  const form = h("form", { class: "panel", id: "join" },
    h("h2", { text: `Join a game of ${detail.title}` }),
    h("p", { class: "pitch", text: `${pitch(detail)} ${game ? `${counts(game)}.` : ""}` }),
    h("h3", { text: "The table" }),
    h("ul", { class: "seat-list", id: "join-table" }, data.seats.map((s) => h("li", { class: s.index === seat ? "me" : "" },
      `Seat ${s.index + 1}: `, s.index === seat ? h("strong", { text: "you, if you take it" }) : s.open ? "open" : s.ghost ? "a ghost (its partner plays it)" : `${s.name ?? ""}${s.bot ? " (bot)" : ""}`))),
    h("p", { id: "join-clock", text: clockText(options) }),
    data.status !== "waiting" ? h("p", { class: "error", text: "This game has already started." }) : null,
    h("label", { for: "join-name" }, "Your name ", name),
    h("button", { type: "submit", id: "join-seat", class: "primary", text: `Take seat ${seat + 1}` }),
    " ", h("a", { href: `#rules=${data.game}`, class: "button", text: "Read the rules first" }));
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    setMyName(name.value);
    const joined = await api.POST("/games/{game_id}/seats/{index}/join", {
      params: { path: { game_id: id, index: seat } },
      body: { name: name.value, invite: invite || null },
    });
    if (!joined.data) {
      say(problemText(joined.error), true);
      return;
    }
    rememberSeat(joined.data.id, { seat: joined.data.seat, token: joined.data.token, game: data.game });
    location.hash = `#game=${joined.data.id}`;
  });
  main.replaceChildren(form);
}
