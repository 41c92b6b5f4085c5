// Mission Calaveras: the two zones, every seat's front, suspicion and hand; whose turn it is
// (the seat to act) marked apart from Nicole's trust; a move chosen as card, then where.
import { card, cardBack } from "../catalogue.ts";
import { h, plural } from "../dom.ts";
import type { ActionOf, Ctx, GameOf, Renderer } from "./context.ts";

type M = GameOf<"mission-calaveras">;
type A = ActionOf<"mission-calaveras">;

function where(ctx: Ctx<M>, to: string | null | undefined, seat: number | null | undefined): string {
  if (to === "seat") return `in front of ${ctx.seat(seat)}`;
  if (to === "innocent") return "on the Innocent zone";
  if (to === "suspect") return "on the Suspect zone";
  return "nowhere";
}

const TEAM_COLOURS = ["#1f618d", "#a93226", "#1e8449", "#7d3c98"]; // by the team's catalogue order

function teamBadge(ctx: Ctx<M>, team: string): HTMLElement {
  const index = Math.max(0, ctx.cat.group("team").findIndex((e) => e.name === team));
  return h("span", { class: "team", style: `background:${TEAM_COLOURS[index % TEAM_COLOURS.length]}`, title: ctx.cat.find(team, "team")?.text ?? "", text: team });
}

function teamOf(ctx: Ctx<M>, seat: number): string {
  return ctx.body.state.seats[seat]?.team ?? "";
}

export const mission: Renderer<"mission-calaveras"> = {
  anchors(action) {
    return [`card:${action.card}`];
  },

  say(ctx, a) {
    const card = ctx.cat.cardName(a.card);
    if (a.type === "discard-twist") return `Discard ${card}, moving nothing`;
    const to = `${where(ctx, a.to, a.seat)}${a.to === "seat" && a.seat !== null ? ` (${teamOf(ctx, a.seat)})` : ""}`;
    if (a.type === "twist") return `${card}: move ${ctx.cat.cardName(a.move)} ${to.replace(/^on /, "to ").replace(/^in front of /, "to ")}`;
    return `Play ${card} ${to}`;
  },

  steps(ctx) {
    const name = (id: string) => ctx.cat.cardName(id);
    return [
      { ask: "Which card?", key: (a: A) => a.card, label: (a: A) => name(a.card) },
      {
        ask: "Move which card?",
        key: (a: A) => (a.type === "twist" ? a.move : a.type),
        label: (a: A) => (a.type === "twist" ? `Move ${name(a.move)}` : a.type === "discard-twist" ? "Move nothing (discard the Twist)" : "Play it"),
      },
      {
        ask: "Where?",
        key: (a: A) => (a.type === "discard-twist" ? "" : `${a.to}:${a.seat ?? ""}`),
        label: (a: A) => (a.type === "discard-twist" ? "Discard it" : `${titleWhere(where(ctx, a.to, a.seat))}${a.to === "seat" && a.seat !== null ? ` (${teamOf(ctx, a.seat)})` : ""}`),
      },
    ];
  },

  draw(ctx) {
    const { body, cat } = ctx;
    const v = body.state;
    const over = v.end !== null;
    const mine = (i: number) => i === body.seat || (v.seats[i]?.ghost && v.seats[i]?.controller === body.seat);
    const seats = v.seats.map((seat, i) => h("div", {
      class: `seat-panel${!over && v.turn === i ? " turn" : ""}${body.to_act.includes(i) ? " to-act" : ""}`,
      "data-seat": i,
      "data-team": seat.team,
    },
    h("h4", {},
      h("span", { class: "seat-name", text: ctx.seat(i) }),
      teamBadge(ctx, seat.team),
      seat.ghost ? h("span", { class: "flag", text: `ghost, played by ${ctx.seat(seat.controller)}` }) : null,
      !over && v.turn === i ? h("span", { class: "turn-mark", text: "to play" }) : null,
      v.nicole === i ? h("span", { class: "nicole-mark", title: "Nicole trusts this agent: the fewest suspicion points", text: "★ Nicole's trust" }) : null),
    h("p", { class: "suspicion" }, "Suspicion ", h("meter", { min: 0, max: 7, value: Math.min(seat.suspicion, 7), title: `${seat.suspicion} of 7` }), ` ${seat.suspicion} / 7`),
    h("div", { class: "front" }, h("span", { class: "label", text: "Seen at: " }), seat.front.length ? seat.front.map((c) => card(cat, c)) : h("span", { class: "muted", text: "nowhere yet" })),
    h("div", { class: "hand" }, h("span", { class: "label", text: "Hand: " }),
      seat.hand.cards
        ? seat.hand.cards.map((c) => card(cat, c, { anchor: mine(i) ? `card:${c}` : null }))
        : Array.from({ length: seat.hand.count }, () => cardBack()))));
    return h("section", { class: "table mission", id: "table" },
      h("div", { class: "zones" },
        h("div", { class: "zone innocent" }, h("h4", { text: "Innocent zone" }), h("p", { class: "hint", text: "clears every agent seen at these places" }), v.innocent.map((c) => card(cat, c))),
        h("div", { class: "zone suspect" }, h("h4", { text: "Suspect zone" }), h("p", { class: "hint", text: "casts suspicion on agents seen at these places" }), v.suspect.map((c) => card(cat, c)))),
      h("p", { class: "muted", text: `Draw pile: ${plural(v.draw.count, "card")}. Discard: ${v.discard.length ? v.discard.slice(-5).map((c) => cat.cardName(c)).join(", ") : "empty"}. Turns played: ${v.turns_played}.` }),
      h("div", { class: "seats" }, seats));
  },

  event(ctx, ev) {
    const name = (id: string | null) => (id ? ctx.cat.cardName(id) : "a card");
    switch (ev.type) {
      case "played":
        return `${ctx.seat(ev.by)}${ev.by !== ev.seat ? ` (for ${ctx.seat(ev.seat)})` : ""} played ${name(ev.card)} ${where(ctx, ev.to, ev.to_seat)}.`;
      case "twist":
        return ev.moved
          ? `${ctx.seat(ev.by)} played a Twist: ${name(ev.moved)} moved from ${where(ctx, ev.from, ev.from_seat).replace(/^(in front of|on) /, "")} to ${where(ctx, ev.to, ev.to_seat).replace(/^(in front of|on) /, "")}.`
          : `${ctx.seat(ev.by)} discarded a Twist, moving nothing.`;
      case "discarded":
        return `Two ${ctx.cat.find(ev.cards[0] ?? "")?.name ?? "twin"} cards met ${where(ctx, ev.at, ev.at_seat)}: both are discarded.`;
      case "drew":
        return ev.card ? `You drew ${name(ev.card)}.` : `${ctx.seat(ev.seat)} drew a card.`;
      case "reshuffled":
        return `The discard was shuffled into a new draw pile of ${plural(ev.count, "card")}.`;
      case "nicole-moved":
        return `Nicole now trusts ${ctx.seat(ev.to)} (she left ${ctx.seat(ev.from)}).`;
      case "designated":
        return `${ctx.seat(ev.seat)} is the suspect${ev.reason === "default" ? " (every other agent was cleared)" : " (seen at the most Suspect places)"}: +${ev.points} suspicion, now ${ev.suspicion}.`;
      case "skipped":
        return `${ctx.seat(ev.seat)} has no card left and is skipped.`;
      case "turn-passed":
        return null; // the highlight shows whose turn it is
      case "game-ended":
        return endSentence(ctx, ev.end, ev.guilty, ev.nicole, ev.winning_team);
    }
  },

  outcome(ctx) {
    const v = ctx.body.state;
    const o = v.outcome;
    if (!o) return [ctx.body.outcome?.reason ?? "The game is over."];
    const d = o.detail;
    const lines = [endSentence(ctx, v.end ?? "stuck", d.guilty, d.nicole, d.winning_team)];
    lines.push(`Suspicion: ${d.suspicion.map((n, i) => `${ctx.seat(i)} ${n}`).join(", ")}.`);
    if (d.tie_unbroken) lines.push("Nicole's last move was a tie she could not break, so she stayed.");
    return lines;
  },
};

function titleWhere(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function endSentence(ctx: Ctx<M>, end: string, guilty: number | null, nicole: number, team: string | null): string {
  const suspicion = guilty === null ? 0 : ctx.body.state.seats[guilty]?.suspicion ?? 0;
  if (end === "stuck") return `Nobody could play on. Nicole trusts ${ctx.seat(nicole)}, so ${team ? `the ${team} wins` : "nobody wins"}.`;
  if (end === "failed") return `${ctx.seat(guilty)} is found guilty with ${suspicion} suspicion, and Nicole, tied, stayed with them: every team fails.`;
  return `${ctx.seat(guilty)} is found guilty with ${suspicion} suspicion; Nicole trusts ${ctx.seat(nicole)}, so the ${team ?? "nobody"} wins.`;
}
