// Encantados: every garden by race (the races, their names and points from the catalogue),
// the piles, each hand; cards show their points and race, their ability on hover.
import type { Entry } from "../api.ts";
import { card, cardBack } from "../catalogue.ts";
import { andList, h, plural } from "../dom.ts";
import type { ActionOf, Ctx, GameOf, Renderer } from "./context.ts";

type E = GameOf<"encantados">;
type A = ActionOf<"encantados">;
type Garden = E["state"]["gardens"][number];

const PILE_NAMES: Record<string, string> = {
  draw_pile: "the draw pile",
  search_discard: "the search discard",
  end_discard: "the end-of-turn discard",
};
const SONGS = "songs"; // a garden's key for its songs (the view schema's)

/** The race key of a catalogue race entry: its id pattern's stem (`^dwarves-\d+$`). */
function raceKey(entry: Entry): string {
  return /^\^([a-z-]+)-/.exec(entry.id_pattern)?.[1] ?? entry.name.toLowerCase();
}

function races(ctx: Ctx<E>): { key: string; entry: Entry }[] {
  return ctx.cat.group("race").map((entry) => ({ key: raceKey(entry), entry }));
}

function raceName(ctx: Ctx<E>, key: string): string {
  if (key === SONGS) return "Songs";
  return races(ctx).find((r) => r.key === key)?.entry.name ?? key;
}

function note(ctx: Ctx<E>, id: string): string | null {
  const entry = ctx.cat.find(id);
  if (!entry) return null;
  if (entry.group === "race") return entry.name;
  if (entry.group === "mimic") return "stands in";
  if (entry.group === "song") return "song";
  return null;
}

const ROUND_END_CAUSES: Record<string, string> = {
  draw_pile: "the draw pile ran out",
  hands: "the hands are empty",
  turn_limit: "it reached its limit of turns",
};

function face(ctx: Ctx<E>, id: string, anchor: string | null = null): HTMLElement {
  return card(ctx.cat, id, { anchor, note: note(ctx, id) });
}

function gardenOf(ctx: Ctx<E>, unit: number): string {
  const seats = ctx.body.state.units[unit] ?? [];
  if (ctx.body.seat !== null && seats.includes(ctx.body.seat)) return seats.length > 1 ? "your team's garden" : "your garden";
  return `${andList(seats.map((i) => ctx.seat(i)))}'s garden`;
}

export const encantados: Renderer<"encantados"> = {
  anchors(a) {
    if ("card" in a && a.card) return [`card:${a.card}`];
    if (a.type === "lay_race") return [`card:${a.cards[0]}`];
    if (a.type === "troll_place") return [`garden:${a.garden}`];
    if (a.type === "choose_player") return [`seat:${a.seat}`];
    if (a.type === "draw") return [`pile:${a.source === "search" ? "draw" : a.source}`]; // a search draws from the draw pile
    if (a.type === "choose_pile") return [`pile:${a.pile}`];
    return [];
  },

  say: (ctx, a) => actionText(ctx, a),

  steps(ctx) {
    const name = (id: string) => ctx.cat.cardName(id);
    return [
      {
        ask: "Which card?",
        key: (a: A) => ("card" in a ? a.card : a.type === "lay_race" ? (a.cards[0] ?? "") : a.type),
        label: (a: A) => ("card" in a ? name(a.card) : a.type === "lay_race" ? name(a.cards[0] ?? "") : actionText(ctx, a)),
      },
      { ask: "What to do?", key: (a: A) => JSON.stringify(a), label: (a: A) => actionText(ctx, a) },
    ];
  },

  draw(ctx) {
    const { body } = ctx;
    const v = body.state;
    const known = races(ctx);
    const gardens = v.gardens.map((g: Garden, u) => {
      const rows = known
        .filter((r) => (g as Record<string, string[] | undefined>)[r.key]?.length)
        .map((r) => h("div", { class: "race" },
          h("span", { class: "race-name", title: r.entry.text, text: `${r.entry.name} (${r.entry.value ?? 0} each)` }),
          ((g as Record<string, string[] | undefined>)[r.key] ?? []).map((c) => face(ctx, c, `card:${c}`))));
      const songs = g.songs ?? [];
      return h("div", { class: "garden", "data-anchor": `garden:${u}` },
        h("h4", {}, capitalFirst(gardenOf(ctx, u)), h("span", { class: "score", text: `${v.scores[u] ?? 0} points` }),
          v.last_round.length ? h("span", { class: "muted", text: ` (last round ${v.last_round[u] ?? 0})` }) : null),
        rows.length || songs.length ? rows : h("p", { class: "muted", text: "nothing laid yet" }),
        songs.length ? h("div", { class: "race" }, h("span", { class: "race-name", text: "Songs" }), songs.map((c) => face(ctx, c))) : null);
    });
    const hands = v.hands.map((hand, i) => h("div", {
      class: `seat-panel${body.to_act.includes(i) ? " to-act" : ""}`,
      "data-anchor": `seat:${i}`,
      "data-seat": i,
    },
    h("h4", {}, h("span", { class: "seat-name", text: ctx.seat(i) }), body.to_act.includes(i) ? h("span", { class: "turn-mark", text: "to play" }) : null,
      h("span", { class: "muted", text: ` ${plural(hand.count, "card")}` })),
    h("div", { class: "hand" }, hand.cards
      ? hand.cards.map((c) => face(ctx, c, i === body.seat ? `card:${c}` : null))
      // what the table saw this seat take from a discard pile, face up; the rest face down
      : [...hand.known.map((c) => face(ctx, c)), ...Array.from({ length: hand.count - hand.known.length }, () => cardBack())]),
    hand.known.length ? h("p", { class: "muted known", text: hand.cards
      ? `The table saw ${i === body.seat ? "you" : ctx.seat(i)} take ${andList(hand.known.map((c) => `the ${ctx.cat.cardName(c)}`))}.`
      : "Face up: taken from a discard pile in sight of the table." }) : null));
    const top = (pile: string[]) => pile[pile.length - 1];
    const search = v.search.cards ?? [];
    const phase = { draw: "draw a card", lay: "lay cards", discard: "discard one card", over: "over" }[v.phase];
    return h("section", { class: "table encantados", id: "table" },
      h("p", { class: "round" }, h("strong", { text: `Round ${v.round} of at most ${v.max_rounds}. ` }),
        v.phase === "over" ? "The game is over." : `${ctx.seat(v.current)} is to ${phase}. `,
        v.pending.map((p) => h("span", { class: "pending", text: `${ctx.seat(p.seat)}: ${p.text}. ` }))),
      h("div", { class: "piles" },
        h("div", { class: "pile", "data-anchor": "pile:draw" }, h("h4", { text: "Draw pile" }), h("span", { class: "card back", "aria-hidden": "true" }), ` ${plural(v.draw_pile.count, "card")}`),
        h("div", { class: "pile", "data-anchor": "pile:search_discard" }, h("h4", { text: "Search discard" }),
          v.search_discard.length ? v.search_discard.slice(-6).map((c) => face(ctx, c, c === top(v.search_discard) || search.length ? `card:${c}` : null)) : h("span", { class: "muted", text: "empty" })),
        h("div", { class: "pile", "data-anchor": "pile:end_discard" }, h("h4", { text: "End-of-turn discard" }),
          v.end_discard.length ? v.end_discard.slice(-6).map((c) => face(ctx, c, `card:${c}`)) : h("span", { class: "muted", text: "empty" })),
        search.length ? h("div", { class: "pile" }, h("h4", { text: "Searching" }), search.map((c) => face(ctx, c, `card:${c}`))) : null,
        v.moving ? h("div", { class: "pile" }, h("h4", { text: "A Troll moves" }), face(ctx, v.moving)) : null),
      h("div", { class: "gardens" }, gardens),
      h("div", { class: "hands" }, hands));
  },

  event(ctx, ev) {
    const cards = (ids: string[] | undefined) => andList((ids ?? []).map((c) => ctx.cat.cardName(c)));
    switch (ev.type) {
      case "dealt":
        return ev.cards ? `You were dealt ${cards(ev.cards)}.` : `${ctx.seat(ev.seat)} was dealt ${plural(ev.count, "card")}.`;
      case "drew":
        return `${ctx.seat(ev.seat)} took ${ev.cards ? cards(ev.cards) : plural(ev.count, "card")} from ${PILE_NAMES[ev.source] ?? ev.source}.`;
      case "searched":
        return `${ctx.seat(ev.seat)} searched the draw pile${ev.cards ? `: ${cards(ev.cards)}` : ` (${plural(ev.count, "card")})`}.`;
      case "kept":
        return `${ctx.seat(ev.seat)} kept ${ev.cards ? cards(ev.cards) : plural(ev.count, "card")}.`;
      case "discarded":
        return `${ctx.seat(ev.seat)} discarded ${cards(ev.cards)} onto ${PILE_NAMES[ev.pile] ?? ev.pile}.`;
      case "song":
        return `${ctx.seat(ev.seat)} sang the ${ctx.cat.cardName(ev.card)} in ${gardenOf(ctx, ev.garden)}.`;
      case "chose_player":
        return `${ctx.seat(ev.seat)} chose ${ctx.seat(ev.target)} (${ev.cause === "goblins" ? "for the Goblins" : `for the ${ev.cause} song`}).`;
      case "traded":
        return `${ctx.seat(ev.seat)} passed ${ev.cards ? cards(ev.cards) : "a card"} to ${ctx.seat(ev.to)}.`;
      case "laid":
        return `${ctx.seat(ev.seat)} laid ${cards(ev.cards)} in ${gardenOf(ctx, ev.garden)}${ev.new_race ? ` (new race: ${raceName(ctx, ev.race)})` : ""}.`;
      case "ability":
        return `The ${raceName(ctx, ev.race)} arrived: ${ctx.seat(ev.seat)} uses their ability.`;
      case "buried":
        return `Kobolds: ${ctx.cat.cardName(ev.card)} from ${gardenOf(ctx, ev.garden)} went under the draw pile.`;
      case "lifted":
        return `Trolls: ${ctx.cat.cardName(ev.card)} was lifted out of ${gardenOf(ctx, ev.garden)}.`;
      case "placed":
        return `Trolls: ${ctx.cat.cardName(ev.card)} was placed with the ${raceName(ctx, ev.group)} of ${gardenOf(ctx, ev.garden)}.`;
      case "turn_ended":
        return null; // the highlight moves to the next seat
      case "round_ended":
        return `Round ${ev.round} is over: ${ROUND_END_CAUSES[ev.cause] ?? ev.cause}.`;
      case "scored":
        return `Round ${ev.round} scores: ${ev.units.map((u) => `${andList(u.seats.map((i) => ctx.seat(i)))} ${signed(u.round)} (garden ${u.garden}, hands ${u.hands}), total ${u.total}`).join("; ")}.`;
      case "round_started":
        return `Round ${ev.round} begins; ${ctx.seat(ev.starter)} plays first.`;
      case "game_ended":
        return `The game is over: ${ev.reason}. ${winners(ctx, ev.winners)}`;
    }
  },

  outcome(ctx) {
    const o = ctx.body.outcome;
    const lines = [winners(ctx, o?.winners ?? [])];
    if (o?.scores) lines.push(`Scores: ${o.scores.map((sc, i) => `${ctx.seat(i)} ${sc}`).join(", ")}.`);
    if (o?.reason) lines.push(capital(o.reason));
    return lines;
  },
};

function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

function capital(text: string): string {
  const t = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

function winners(ctx: Ctx<E>, seats: number[]): string {
  if (!seats.length) return "Nobody wins.";
  return `${andList(seats.map((i) => ctx.seat(i)))} ${seats.length === 1 ? "wins" : "win"}.`;
}

/** An action in words, from its fields and the catalogue. */
function actionText(ctx: Ctx<E>, a: A): string {
  const name = (id: string) => ctx.cat.cardName(id);
  switch (a.type) {
    case "draw":
      return a.source === "search" ? "Search the draw pile" : `Draw from ${PILE_NAMES[a.source] ?? a.source}`;
    case "take":
      return `Take ${name(a.card)}`;
    case "keep":
      return `Keep ${name(a.card)}`;
    case "keep_all":
      return "Keep them all";
    case "search_discard":
      return `Take ${name(a.card)} from the search discard`;
    case "play_song":
      return `Sing ${name(a.card)}`;
    case "trade_give":
      return `Give ${name(a.card)} to your partner`;
    case "trade_return":
      return `Give back ${name(a.card)}`;
    case "lay_race":
      return `Lay ${andList(a.cards.map(name))} as a new race`;
    case "expand":
      return `Add ${name(a.card)} to your ${raceName(ctx, a.race)}`;
    case "end_laying":
      return "Stop laying";
    case "discard":
      return `Discard ${name(a.card)}`;
    case "choose_player":
      return `Choose ${ctx.seat(a.seat)}`;
    case "choose_pile":
      return `Choose ${PILE_NAMES[a.pile] ?? a.pile}`;
    case "kobold":
      return `Bury ${name(a.card)} from ${gardenOf(ctx, a.garden)}`;
    case "troll_take":
      return `Lift ${name(a.card)} from ${gardenOf(ctx, a.garden)}`;
    case "troll_place":
      return `Place it with the ${raceName(ctx, a.group)} of ${gardenOf(ctx, a.garden)}`;
  }
}
