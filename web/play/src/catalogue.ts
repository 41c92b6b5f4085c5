// Ids in views (`hotel-6`, `night-29`, `fauns-2`) looked up in the game's catalogue
// (GET /game-types/{name}): every name, value and text on the table comes from there.
import type { Detail, Entry } from "./api.ts";
import { h } from "./dom.ts";

export class Catalogue {
  private readonly entries: { entry: Entry; pattern: RegExp }[];
  private readonly cache = new Map<string, Entry | null>();

  constructor(detail: Detail) {
    this.entries = detail.catalogue.map((entry) => ({ entry, pattern: new RegExp(entry.id_pattern) }));
  }

  /** The entry an id belongs to; the first match of a group when `group` is given. */
  find(id: string, group?: string): Entry | null {
    const key = `${group ?? ""}|${id}`;
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    const hit = this.entries.find((e) => (group === undefined || e.entry.group === group) && e.pattern.test(id));
    this.cache.set(key, hit?.entry ?? null);
    return hit?.entry ?? null;
  }

  group(group: string): Entry[] {
    return this.entries.filter((e) => e.entry.group === group).map((e) => e.entry);
  }

  /** A card's name for people: the entry's (singular) name, with its copy number when the
   * game has several alike and no printed value tells them apart ("Hotel 6"); the id itself
   * for something not in the catalogue. */
  cardName(id: string): string {
    const entry = this.find(id);
    if (!entry) return id;
    const singular = typeof entry.data?.card_name === "string" ? entry.data.card_name : entry.name;
    const copy = /-(\d+)$/.exec(id)?.[1];
    return entry.count > 1 && copy && entry.value === null && !entry.data?.card_name ? `${singular} ${copy}` : singular;
  }

  /** Name, value and text in one line: for a card's hover title and aria label. */
  cardTitle(id: string): string {
    const entry = this.find(id);
    if (!entry) return id;
    const value = entry.value === null ? "" : ` (${entry.value} ${pointWord(entry.value)})`;
    return `${this.cardName(id)}${value}: ${entry.text}`;
  }
}

function pointWord(value: number): string {
  return Math.abs(value) === 1 ? "point" : "points";
}

export interface CardOptions {
  anchor?: string | null;
  /** a short line on the face under the name (a race, an effect) */
  note?: string | null;
  /** show the value in the corner */
  value?: boolean;
}

let explain: ((title: string, text: string) => void) | null = null;
/** Where a long press (touch) shows a card's text. */
export function onExplain(show: (title: string, text: string) => void): void {
  explain = show;
}

const LONG_PRESS_MS = 500; // a touch held this long shows the card's text instead of acting

/** A card's face: name, value, a short note; its whole text on hover and on a long press. */
export function card(cat: Catalogue, id: string, options: CardOptions = {}): HTMLElement {
  const entry = cat.find(id);
  const title = cat.cardTitle(id);
  const face = h("span", {
    class: `card group-${entry?.group ?? "unknown"}`,
    "data-card": id,
    "data-anchor": options.anchor ?? null,
    title,
  },
  h("span", { class: "card-name", text: cat.cardName(id) }),
  options.value !== false && entry && entry.value !== null ? h("span", { class: "card-value", text: String(entry.value) }) : null,
  options.note ? h("span", { class: "card-note", text: options.note }) : null);
  let timer = 0;
  face.addEventListener("touchstart", () => {
    timer = window.setTimeout(() => {
      timer = -1;
      explain?.(cat.cardName(id), title);
    }, LONG_PRESS_MS);
  }, { passive: true });
  const cancel = (ev: Event) => {
    if (timer === -1) ev.preventDefault();
    clearTimeout(timer);
  };
  face.addEventListener("touchend", cancel);
  face.addEventListener("touchmove", () => clearTimeout(timer), { passive: true });
  return face;
}

/** A face-down card (a hidden hand). */
export function cardBack(): HTMLElement {
  return h("span", { class: "card back", "aria-label": "a face-down card" });
}
