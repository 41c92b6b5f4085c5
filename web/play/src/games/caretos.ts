// Caretos: the board from GET /game-types (locations by kind, each kind its own shape and
// colour, named), Monsters as initials in their owner's colour with a legend, the two
// Caretos labelled, Villagers large on a light pill, Campfires as flames; pans and zooms.
import type { Board, BoardLocation, Entry } from "../api.ts";
import { boards } from "../api.ts";
import { card, cardBack } from "../catalogue.ts";
import { andList, h, plural, s, titleCase } from "../dom.ts";
import { SEAT_COLOURS } from "../seats.ts";
import type { ActionOf, Ctx, GameOf, Renderer } from "./context.ts";

type C = GameOf<"caretos">;
type A = ActionOf<"caretos">;

const SHAPES = ["circle", "square", "hexagon", "diamond", "triangle", "pentagon", "octagon", "star"];
const KIND_FILLS = ["#f3ead7", "#b0a090", "#f0b27a", "#f7dc6f", "#58a66b", "#aab7d6", "#7fb3d5", "#76d7c4"];
const PLAIN_R = 22; // a location's radius in board units (named kinds are drawn larger)
const NAMED_R = 30;
const TOKEN = 34; // a Monster's or Careto's square: at least 32 px at the phone's 1:1 zoom
const CAULDRON_H = 90;
const SYMBOL_GLYPHS: Record<string, string> = { diamond: "♦", star: "★", heart: "♥", cross: "✚" };

interface Zoom {
  scale: number | null;
  left: number;
  top: number;
}
const zooms = new Map<string, Zoom>(); // per game id: kept across redraws

/** A mouse drag panning the board: one pair of window listeners for the page, not one per redraw. */
let drag: { frame: HTMLElement; x: number; y: number; left: number; top: number } | null = null;
window.addEventListener("pointermove", (ev) => {
  if (!drag) return;
  drag.frame.scrollLeft = drag.left - (ev.clientX - drag.x);
  drag.frame.scrollTop = drag.top - (ev.clientY - drag.y);
});
window.addEventListener("pointerup", () => {
  drag = null;
});

function kinds(ctx: Ctx<C>): Entry[] {
  return ctx.cat.group("location");
}

function kindIndex(ctx: Ctx<C>, kind: string): number {
  return Math.max(0, kinds(ctx).findIndex((e) => e.data?.kind === kind));
}

function kindName(ctx: Ctx<C>, kind: string): string {
  return kinds(ctx)[kindIndex(ctx, kind)]?.name ?? titleCase(kind);
}

function boardOf(ctx: Ctx<C>): Board {
  const board = boards(ctx.detail)[ctx.body.state.board];
  if (!board) throw new Error(`no board ${ctx.body.state.board} in GET /game-types/caretos`);
  return board;
}

/** A location's name for people ("Forest 1"), never its id. */
export function placeName(ctx: Ctx<C>, id: number | null | undefined): string {
  if (id === null || id === undefined) return "nowhere";
  const l = boardOf(ctx).locations.find((x) => x.id === id);
  return l ? titleCase(l.name) : "a location";
}

function monsterName(ctx: Ctx<C>, id: string): string {
  return ctx.cat.find(id, "monster")?.name ?? titleCase(id);
}
function capitalName(ctx: Ctx<C>, id: string): string {
  const n = pieceName(ctx, id);
  return n.charAt(0).toUpperCase() + n.slice(1);
}

/** Two letters for a Monster: its name's initials, or its first two letters for one word. */
export function initials(name: string): string {
  const words = name.replace(/^the /i, "").split(/\s+/).filter((w) => !/^(of|the)$/i.test(w));
  if (words.length === 1) return (words[0] ?? "?").slice(0, 2);
  return words.map((w) => w[0]?.toUpperCase() ?? "").join("").slice(0, 2);
}

function caretoLabel(id: string): string {
  return `C${id.slice(-1)}`;
}

function pieceName(ctx: Ctx<C>, id: string): string {
  if (id === "careto-group") return "the Villagers acting as a Careto";
  if (id.startsWith("careto-")) return `Careto ${id.slice(-1)}`;
  if (id === "villager") return "a Villager";
  if (id === "villagers") return "Villagers";
  return monsterName(ctx, id);
}

function colourOf(ctx: Ctx<C>, letter: string): { name: string; css: string } {
  const entry = ctx.cat.find(letter, "villager");
  const word = (entry?.name ?? letter).split(" ")[0]?.toLowerCase() ?? letter;
  return { name: word, css: word };
}

function villagersText(ctx: Ctx<C>, letters: string): string {
  const counts = new Map<string, number>();
  for (const c of letters) counts.set(c, (counts.get(c) ?? 0) + 1);
  return andList([...counts].map(([c, n]) => `${n} ${colourOf(ctx, c).name}`)) || "no Villagers";
}

function shape(kind: number, x: number, y: number, r: number): SVGElement {
  const name = SHAPES[kind % SHAPES.length] ?? "circle";
  if (name === "circle") return s("circle", { cx: x, cy: y, r, class: "loc-shape" });
  if (name === "square") return s("rect", { x: x - r * 0.88, y: y - r * 0.88, width: r * 1.76, height: r * 1.76, rx: 4, class: "loc-shape" });
  const sides = { hexagon: 6, diamond: 4, triangle: 3, pentagon: 5, octagon: 8, star: 10 }[name] ?? 6;
  const points: string[] = [];
  for (let i = 0; i < sides; i += 1) {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / sides;
    const radius = name === "star" && i % 2 ? r * 0.55 : name === "triangle" ? r * 1.2 : r;
    points.push(`${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle) + (name === "triangle" ? r * 0.2 : 0)).toFixed(1)}`);
  }
  return s("polygon", { points: points.join(" "), class: "loc-shape" });
}

function flame(x: number, y: number): SVGElement {
  return s("g", { class: "campfire", transform: `translate(${x},${y})` }, s("title", {}, "a Campfire"),
    s("path", { d: "M0,-11 C6,-4 9,0 7,6 C5,11 -5,11 -7,6 C-9,0 -3,-3 0,-11 Z", class: "flame-outer" }),
    s("path", { d: "M0,-3 C3,0 4,3 3,6 C2,8 -2,8 -3,6 C-4,3 -2,1 0,-3 Z", class: "flame-inner" }));
}

function legendFlame(): SVGElement {
  const icon = s("svg", { viewBox: "-10 -12 20 24", width: 14, height: 18, class: "legend-flame", "aria-hidden": "true" }, flame(0, 0));
  return icon;
}

function drawBoard(ctx: Ctx<C>): HTMLElement {
  const { body } = ctx;
  const v = body.state;
  const board = boardOf(ctx);
  const loc = new Map<number, BoardLocation>(board.locations.map((l) => [l.id, l]));
  const svg = s("svg", {
    viewBox: `0 0 ${board.width} ${board.height + CAULDRON_H}`,
    class: "board",
    role: "img",
    "aria-label": "the Caretos board",
  });
  for (const [a, b] of board.paths) {
    const p = loc.get(a);
    const q = loc.get(b);
    if (p && q) svg.append(s("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, class: "path" }));
  }
  for (const l of board.locations) {
    const k = kindIndex(ctx, l.kind);
    const r = l.kind === kinds(ctx)[0]?.data?.kind ? PLAIN_R : NAMED_R;
    const name = titleCase(l.name);
    const starts = l.symbol ? ` ${SYMBOL_GLYPHS[l.symbol] ?? l.symbol}` : "";
    svg.append(s("g", { class: `location kind-${k}`, "data-anchor": `loc:${l.id}`, "data-location": l.id, style: `--kind-fill:${KIND_FILLS[k % KIND_FILLS.length]}` },
      s("title", {}, `${name}: ${kindName(ctx, l.kind)}${l.symbol ? `, start symbol ${l.symbol}` : ""}`),
      shape(k, l.x, l.y, r),
      s("text", { x: l.x, y: l.y + r + 14, class: "loc-name" }, `${name}${starts}`)));
  }
  for (const group of v.villagers) {
    const l = loc.get(group.at);
    if (!l) continue;
    const letters = [...group.villagers];
    const width = letters.length * 15 + 6;
    svg.append(s("g", { class: "villagers", "data-at": group.at }, s("title", {}, `${villagersText(ctx, group.villagers)} Villager${letters.length === 1 ? "" : "s"}`),
      s("rect", { x: l.x - width / 2, y: l.y - 10, width, height: 20, rx: 10, class: "villager-pill" }),
      letters.map((c, i) => s("circle", { cx: l.x - width / 2 + 10.5 + i * 15, cy: l.y, r: 6.5, fill: colourOf(ctx, c).css, class: "villager" }))));
    if (group.campfire) svg.append(flame(l.x + width / 2 + 8, l.y));
  }
  if (v.careto_group) {
    const l = loc.get(v.careto_group.at);
    if (l) svg.append(s("circle", { cx: l.x, cy: l.y, r: NAMED_R + 8, class: "careto-group" }, s("title", {}, `${villagersText(ctx, v.careto_group.villagers)} Villagers acting as a Careto`)));
  }
  const slots = new Map<number, number>();
  const slot = (at: number) => {
    const n = slots.get(at) ?? 0;
    slots.set(at, n + 1);
    const l = loc.get(at);
    if (!l) return { x: 0, y: 0 };
    const offsets = [[-20, -40], [20, -40], [-46, -10], [46, -10], [0, -62]];
    const [dx, dy] = offsets[n % offsets.length] ?? [0, 0];
    return { x: l.x + (dx ?? 0) - TOKEN / 2, y: l.y + (dy ?? 0) - TOKEN / 2 };
  };
  for (const c of v.caretos) {
    const p = slot(c.at);
    svg.append(s("g", { class: "careto token", "data-anchor": `careto:${c.name}`, "data-piece": c.name },
      s("title", {}, `Careto ${c.name.slice(-1)} at ${placeName(ctx, c.at)}`),
      s("rect", { x: p.x, y: p.y, width: TOKEN, height: TOKEN, rx: 9 }),
      s("text", { x: p.x + TOKEN / 2, y: p.y + TOKEN / 2 + 5, class: "token-text" }, caretoLabel(c.name))));
  }
  const cauldron: string[] = [];
  for (const m of v.monsters) {
    if (typeof m.at !== "number") {
      if (m.at === "cauldron") cauldron.push(m.name);
      continue;
    }
    const p = slot(m.at);
    const name = monsterName(ctx, m.name);
    svg.append(s("g", { class: "monster token", "data-anchor": `monster:${m.name}`, "data-piece": m.name },
      s("title", {}, `${capitalName(ctx, m.name)} (${ctx.seat(m.owner)}) at ${placeName(ctx, m.at)}`),
      s("rect", { x: p.x, y: p.y, width: TOKEN, height: TOKEN, rx: 17, fill: SEAT_COLOURS[m.owner % SEAT_COLOURS.length] }),
      s("text", { x: p.x + TOKEN / 2, y: p.y + TOKEN / 2 + 5, class: "token-text" }, initials(name))));
  }
  const cy = board.height + 10;
  svg.append(s("rect", { x: 10, y: cy, width: board.width - 20, height: CAULDRON_H - 20, rx: 10, class: "cauldron" }),
    s("text", { x: 26, y: cy + 28, class: "cauldron-text" }, `Cauldron: ${cauldron.map((m) => capitalName(ctx, m)).join(", ") || "empty"}`),
    s("text", { x: 26, y: cy + 54, class: "cauldron-text small" }, `Campfires in the supply: ${v.campfire_supply}. Villagers on the board: ${v.villagers_left}.`));
  return zoomable(body.id, svg, board.width);
}

/** The board in a scrolling frame with zoom buttons: panned by dragging or scrolling. */
function zoomable(id: string, svg: SVGElement, width: number): HTMLElement {
  const frame = h("div", { class: "board-frame", id: "board-frame" }, svg);
  const zoom = zooms.get(id) ?? { scale: null, left: 0, top: 0 };
  zooms.set(id, zoom);
  // Fitted, the width is left to the style sheet (the frame's width, at phone width never under
  // one pixel per board unit), so a window resized or a phone turned refits at once with no
  // script; a chosen zoom is a fixed width.
  svg.style.setProperty("--board-units", `${width}px`);
  const apply = () => {
    svg.classList.toggle("fit", zoom.scale === null);
    svg.style.width = zoom.scale === null ? "" : `${Math.round(width * zoom.scale)}px`;
    svg.style.height = "auto";
  };
  const set = (factor: number | null) => () => {
    const current = zoom.scale ?? (svg.getBoundingClientRect().width || width) / width; // as shown
    zoom.scale = factor === null ? null : Math.min(3, Math.max(0.3, current * factor));
    apply();
  };
  frame.addEventListener("scroll", () => {
    zoom.left = frame.scrollLeft;
    zoom.top = frame.scrollTop;
  });
  frame.addEventListener("pointerdown", (ev) => {
    if (ev.pointerType !== "mouse" || (ev.target as Element).closest(".legal")) return;
    drag = { frame, x: ev.clientX, y: ev.clientY, left: frame.scrollLeft, top: frame.scrollTop };
  });
  apply();
  requestAnimationFrame(() => {
    frame.scrollLeft = zoom.left;
    frame.scrollTop = zoom.top;
  });
  const controls = h("div", { class: "zoom-controls" },
    h("button", { type: "button", class: "zoom", "aria-label": "zoom out", text: "−", onclick: set(1 / 1.25) }),
    h("button", { type: "button", class: "zoom", "aria-label": "zoom in", text: "+", onclick: set(1.25) }),
    h("button", { type: "button", class: "zoom", text: "Fit", onclick: set(null) }));
  return h("div", { class: "board-wrap" }, controls, frame);
}

function legend(ctx: Ctx<C>): HTMLElement {
  const v = ctx.body.state;
  const board = boardOf(ctx);
  const used = new Set(board.locations.map((l) => l.kind));
  const kindItems = kinds(ctx).filter((e) => used.has(String(e.data?.kind))).map((e) => {
    const k = kindIndex(ctx, String(e.data?.kind));
    return h("li", { title: e.text },
      h("span", { class: "legend-shape", style: `background:${KIND_FILLS[k % KIND_FILLS.length]}`, "data-shape": SHAPES[k % SHAPES.length] ?? "" }), ` ${e.name}`);
  });
  const monsters = v.monsters.map((m) => {
    const entry = ctx.cat.find(m.name, "monster");
    const where = typeof m.at === "number" ? placeName(ctx, m.at) : m.at === "cauldron" ? "in the Cauldron" : "off the board";
    return h("li", { class: "monster-key", title: entry?.text ?? "" },
      h("span", { class: "legend-token", style: `background:${SEAT_COLOURS[m.owner % SEAT_COLOURS.length]}`, text: initials(entry?.name ?? m.name) }),
      h("span", {}, h("strong", { text: capitalName(ctx, m.name) }), ` (${ctx.seat(m.owner)}), ${where}`,
        entry?.data ? h("small", { class: "abilities", text: ` Comet: ${String(entry.data.comet)}. Storm: ${String(entry.data.storm)}. Moon: ${String(entry.data.moon)}.` }) : null));
  });
  const villagers = ctx.cat.group("villager").map((e) => h("li", {},
    h("span", { class: "legend-villager", style: `background:${colourOf(ctx, e.name.split(" ")[0]?.toLowerCase().charAt(0) ?? "").css}` }), ` ${e.name}`));
  return h("details", { class: "legend", id: "legend", open: true }, h("summary", { text: "Legend" }),
    h("ul", { class: "legend-kinds" }, kindItems,
      h("li", { title: ctx.cat.find("careto-1", "careto")?.text ?? "" }, h("span", { class: "legend-token careto", text: "C1" }), " Careto 1, ", h("span", { class: "legend-token careto", text: "C2" }), " Careto 2"),
      h("li", { title: ctx.cat.find("campfire", "campfire")?.text ?? "" }, legendFlame(), " Campfire"),
      villagers),
    h("ul", { class: "legend-monsters" }, monsters));
}

const DECISIONS: Record<string, string> = {
  start_symbol: "choose a start symbol for their Monsters",
  keep_final: "keep one Final Bonus Card",
  play_card: "play a Night Card",
  main: "activate a Monster, buy a Bonus Card or end the turn",
  gather: "gather a lone Villager",
  choose_careto: "choose which Careto moves",
  move: "move a piece",
  flee: "say where a scared Villager flees",
  return: "return a Monster from the Cauldron",
  banish: "decide whether to send a Monster to the Cauldron",
  swap: "choose what the Werewolf swaps with",
  pick_villager: "pick a Villager",
  moira_destination: "say where Moira carries the Villagers",
  pick_monster: "pick a Monster",
  scare_from_afar: "pick a group to scare from afar",
  place_witch: "place the Witch",
};

export const caretos: Renderer<"caretos"> = {
  anchors(a) {
    const keys: string[] = [];
    for (const k of ["at", "to", "from"] as const) {
      const value = (a as Record<string, unknown>)[k];
      if (typeof value === "number") keys.push(`loc:${value}`);
    }
    if ("card" in a) keys.push(`card:${a.card}`);
    if ("monster" in a && !keys.length) keys.push(`monster:${a.monster}`);
    if (a.type === "choose_careto") keys.push(`careto:${a.careto}`);
    return keys.slice(0, 1);
  },

  say: (ctx, a) => actionText(ctx, a),

  steps(ctx) {
    return [
      { ask: "Choose a piece, a card or a place", key: (a: A) => caretos.anchors(a)[0] ?? a.type, label: (a: A) => firstStep(ctx, a) },
      { ask: "How?", key: (a: A) => JSON.stringify(a), label: (a: A) => actionText(ctx, a) },
    ];
  },

  draw(ctx) {
    const { body, cat } = ctx;
    const v = body.state;
    const decision = v.decision ? `${ctx.seat(v.decision.seat)} is to ${DECISIONS[v.decision.kind] ?? v.decision.kind}.` : v.end_reason || "The game is over.";
    const seats = v.seats.map((seat, i) => h("div", { class: `seat-panel${body.to_act.includes(i) ? " to-act" : ""}`, "data-seat": i, style: `--seat:${SEAT_COLOURS[i % SEAT_COLOURS.length]}` },
      h("h4", {}, h("span", { class: "seat-name", text: ctx.seat(i) }), body.to_act.includes(i) ? h("span", { class: "turn-mark", text: "to play" }) : null,
        h("span", { class: "muted", text: ` ${plural(seat.campfires, "Campfire")}` })),
      h("div", { class: "hand" }, h("span", { class: "label", text: "Night Cards: " }),
        seat.hand.cards ? seat.hand.cards.map((c) => card(cat, c, { anchor: i === body.seat ? `card:${c}` : null, note: cat.find(c)?.text.split(";")[0]?.replace("Played to activate a Monster's ", "") ?? null })) : Array.from({ length: seat.hand.count }, () => cardBack())),
      h("p", {}, h("span", { class: "label", text: "Captured: " }), seat.captured ? [...seat.captured].map((c) => h("span", { class: "legend-villager", title: `${colourOf(ctx, c).name} Villager`, style: `background:${colourOf(ctx, c).css}` })) : h("span", { class: "muted", text: "none" })),
      seat.bonus_held.length || seat.bonus_done.length ? h("div", {}, h("span", { class: "label", text: "Bonus Cards: " }),
        seat.bonus_held.map((c) => card(cat, c)), seat.bonus_done.map((c) => card(cat, c, { note: "done" }))) : null,
      seat.final.cards ? h("div", {}, h("span", { class: "label", text: "Final bonus: " }), seat.final.cards.map((c) => card(cat, c, { anchor: i === body.seat ? `card:${c}` : null }))) : null,
      seat.discard.length ? h("p", { class: "muted", text: `Played: ${seat.discard.slice(-3).map((c) => cat.cardName(c)).join(", ")}` }) : null));
    return h("section", { class: "table caretos", id: "table" },
      drawBoard(ctx),
      h("div", { class: "side" },
        h("p", { class: "decision", text: `${decision}${v.turn.night ? ` Tonight: ${titleCase(v.turn.night)}.` : ""}` }),
        h("p", { class: "muted", text: `Night deck ${plural(v.night_deck.count, "card")}, Bonus deck ${plural(v.bonus_deck.count, "card")}, ${plural(v.villagers_boxed, "Villager")} out of the game${v.final_turns >= 0 ? `; ${plural(v.final_turns, "turn")} left` : ""}.` }),
        h("div", { class: "for-sale" }, h("span", { class: "label", text: "Bonus Cards for sale (1 Campfire): " }), v.bonus_face_up.map((c) => card(cat, c, { anchor: `card:${c}` }))),
        seats,
        legend(ctx)));
  },

  event(ctx, ev) {
    const at = (id: number) => placeName(ctx, id);
    switch (ev.type) {
      case "start-chosen":
        return `${ctx.seat(ev.seat)} took the ${ev.symbol} start: ${andList(ev.monsters.map((m) => `${pieceName(ctx, m.monster)} on ${at(m.at)}`))}.`;
      case "villagers-placed":
        return `Villagers arrive: ${andList(ev.groups.map((g) => `${villagersText(ctx, g.villagers)} on ${at(g.at)}`))}.`;
      case "cards-dealt":
        return ev.cards.every((c) => c !== "hidden")
          ? `You were dealt ${andList(ev.cards.map((c) => ctx.cat.cardName(c)))}.`
          : `${ctx.seat(ev.seat)} was dealt ${plural(ev.cards.length, ev.pile === "final" ? "Final Bonus Card" : "Night Card")}.`;
      case "bonus-revealed":
        return `Bonus Cards for sale: ${andList(ev.cards.map((c) => ctx.cat.cardName(c).replace(/^Bonus: /, "")))}.`;
      case "final-kept":
        return ev.card === "hidden" ? `${ctx.seat(ev.seat)} kept a secret Final Bonus Card.` : `You kept ${ctx.cat.cardName(ev.card)}.`;
      case "night-card":
        return `${ctx.seat(ev.seat)} played ${ctx.cat.cardName(ev.card)}${ev.rune_match ? "; its rune matches the card below" : ""}.`;
      case "villager-gathered":
        return `A ${ev.colour} Villager walked from ${at(ev.from)} to ${at(ev.to)}.`;
      case "moved":
        if (ev.piece === "villager" || ev.piece === "villagers") {
          const n = ev.villagers.length;
          return `${villagersText(ctx, ev.villagers)} Villager${n === 1 ? "" : "s"} moved from ${at(ev.from)} to ${at(ev.to)}.`;
        }
        return `${capitalName(ctx, ev.piece)} moved from ${at(ev.from)} to ${at(ev.to)}${ev.villagers ? ` with ${villagersText(ctx, ev.villagers)} Villager${ev.villagers.length === 1 ? "" : "s"}` : ""}.`;
      case "swapped":
        return `${capitalName(ctx, ev.monster)} swapped places with ${pieceName(ctx, ev.with)}: now on ${at(ev.at)}, the other on ${at(ev.other_at)}.`;
      case "placed":
        return `${capitalName(ctx, ev.monster)} was placed on ${at(ev.at)}${ev.why === "return" ? ", back from the Cauldron" : ""}.`;
      case "captured":
        return ev.seat === null
          ? `${capitalName(ctx, ev.by)} took a ${ev.colour} Villager out of the game on ${at(ev.at)}.`
          : `${capitalName(ctx, ev.by)} captured a ${ev.colour} Villager on ${at(ev.at)}: 1 VP for ${ctx.seat(ev.seat)}.`;
      case "scared":
        return `${capitalName(ctx, ev.by)} scared ${villagersText(ctx, ev.villagers)} Villagers on ${at(ev.at)}${ev.campfire === "taken" ? `; ${ctx.seat(ev.seat)} takes their Campfire` : ""}.`;
      case "fled":
        return `A ${ev.colour} Villager fled from ${at(ev.from)} to ${at(ev.to)}.`;
      case "campfire-placed":
        return `A Campfire was lit on ${at(ev.at)}.`;
      case "campfire-returned":
        return `The Campfire on ${at(ev.at)} went back to the supply.`;
      case "cauldron":
        return `${capitalName(ctx, ev.monster)} went into the Cauldron from ${at(ev.at)}${ev.pushed_out ? `, pushing ${pieceName(ctx, ev.pushed_out)} out` : ""}.`;
      case "released":
        return `${ctx.seat(ev.seat)} released ${pieceName(ctx, ev.monster)} from the Cauldron (paid with ${ev.pay === "rune" ? "matching runes" : "3 Campfires"}).`;
      case "campfire-spent":
        return `${ctx.seat(ev.seat)} spent ${plural(ev.count, "Campfire")} ${{ bonus: "on a Bonus Card", extra_move: "on an extra move", activation: "on a second activation", release: "on a release" }[ev.purpose]}.`;
      case "bonus-bought":
        return `${ctx.seat(ev.seat)} bought ${ctx.cat.cardName(ev.card)}${ev.replacement ? `; ${ctx.cat.cardName(ev.replacement).replace(/^Bonus: /, "")} is now for sale` : ""}.`;
      case "bonus-scored":
        return `${ctx.seat(ev.seat)} met ${ctx.cat.cardName(ev.card)}: ${ev.vp} VP.`;
      case "activated":
        return `${ctx.seat(ev.seat)} activated ${pieceName(ctx, ev.monster)} (${titleCase(ev.night)})${ev.pay === "free" ? "" : ev.pay === "rune" ? ", paid with matching runes" : ", paid with 3 Campfires"}.`;
      case "discards-boxed":
        return `${ctx.seat(ev.seat)}'s played cards left the game (${plural(ev.cards.length, "card")}).`;
      case "card-drawn":
        return ev.card === "hidden" ? `${ctx.seat(ev.seat)} drew a Night Card (${ev.deck_left} left).` : `You drew ${ctx.cat.cardName(ev.card)} (${ev.deck_left} left).`;
      case "turn-ended":
        return null; // the highlight shows whose turn it is
      case "game-ended":
        return `The game is over: ${ev.reason}. ${ev.scores.map((sc) => `${ctx.seat(sc.seat)} ${sc.points} VP`).join(", ")}.`;
    }
  },

  outcome(ctx) {
    const o = ctx.body.outcome;
    const w = o?.winners ?? [];
    const lines = [w.length ? `${andList(w.map((i) => ctx.seat(i)))} ${w.length === 1 ? "wins" : "win"}.` : "Nobody wins."];
    if (o?.scores) lines.push(`Victory points: ${o.scores.map((sc, i) => `${ctx.seat(i)} ${sc}`).join(", ")}.`);
    if (o?.reason) lines.push(`${o.reason.charAt(0).toUpperCase()}${o.reason.slice(1)}${/[.!?]$/.test(o.reason) ? "" : "."}`);
    return lines;
  },
};

function firstStep(ctx: Ctx<C>, a: A): string {
  const anchor = caretos.anchors(a)[0];
  if (!anchor) return actionText(ctx, a);
  const [kind, value] = anchor.split(":") as [string, string];
  if (kind === "loc") return placeName(ctx, Number(value));
  if (kind === "card") return ctx.cat.cardName(value);
  return pieceName(ctx, value);
}

/** An action in words, with location names and catalogue names. */
function actionText(ctx: Ctx<C>, a: A): string {
  const at = (id: number) => placeName(ctx, id);
  switch (a.type) {
    case "choose_start":
      return `Start at ${a.symbol}: ${pieceName(ctx, a.monster)} on ${at(a.at)}`;
    case "keep_final":
      return `Keep ${ctx.cat.cardName(a.card)}`;
    case "play":
      return `Play ${ctx.cat.cardName(a.card)}`;
    case "gather":
      return `Gather: a Villager from ${at(a.from)} to ${at(a.to)}`;
    case "choose_careto":
      return `Move ${pieceName(ctx, a.careto)}`;
    case "step":
      return `Move to ${at(a.to)}`;
    case "stop":
      return "Stop moving";
    case "activate":
      return `Activate ${pieceName(ctx, a.monster)}${a.pay === "free" ? "" : a.pay === "rune" ? " (matching runes)" : " (3 Campfires)"}`;
    case "release":
      return `Release ${pieceName(ctx, a.monster)} (${a.pay === "rune" ? "matching runes" : "3 Campfires"})`;
    case "buy":
      return `Buy ${ctx.cat.cardName(a.card)}`;
    case "extra_move":
      return "Extra move (1 Campfire)";
    case "end_turn":
      return "End the turn";
    case "flee":
      return `The ${colourOf(ctx, a.colour.charAt(0)).name} Villager flees to ${at(a.to)}`;
    case "place":
      return `Place on ${at(a.at)}`;
    case "banish":
      return a.send ? "Send it to the Cauldron" : "Leave it";
    case "swap":
      return `Swap with ${pieceName(ctx, a.with)}`;
    case "pick_villager":
      return `Pick the ${a.colour === "all" ? "whole group" : `${a.colour} Villager`} on ${at(a.at)}`;
    case "pick_monster":
      return `Pick ${pieceName(ctx, a.monster)}`;
    case "scare":
      return `Scare the group on ${at(a.at)}`;
  }
}
