// What every game's renderer gets: the body being drawn, its game's detail and catalogue,
// and how to name a seat. Each game module exports one Renderer.
import type { Detail, Game, Schemas } from "../api.ts";
import type { Catalogue } from "../catalogue.ts";

export type GameOf<N extends Game["game"]> = Extract<Game, { game: N }>;
export type ActionOf<N extends Game["game"]> = GameOf<N>["legal_actions"][number];

export interface Ctx<G extends Game = Game> {
  body: G;
  detail: Detail;
  cat: Catalogue;
  /** a seat as people call it: its player's name (with "you" for the viewer) */
  seat(index: number | null | undefined): string;
}

/** One step of choosing an action: which field tells the remaining actions apart. */
export interface Step<A> {
  /** the question asked at this step ("Which card?") */
  ask: string;
  /** the value of this step for an action (actions with the same value stay together) */
  key(action: A): string;
  /** the button text for that value */
  label(action: A): string;
}

export interface Renderer<N extends Game["game"]> {
  /** the table: board or zones, hands, gardens, seat panels */
  draw(ctx: Ctx<GameOf<N>>): HTMLElement;
  /** table elements (their data-anchor) where an action happens: the first one is used */
  anchors(action: ActionOf<N>): string[];
  /** an action in words, whole ("Play Hotel 6 on the Suspect zone") */
  say(ctx: Ctx<GameOf<N>>, action: ActionOf<N>): string;
  /** how a move is chosen in steps: card, then where */
  steps(ctx: Ctx<GameOf<N>>): Step<ActionOf<N>>[];
  /** an event as a sentence; null for one a player needs not read */
  event(ctx: Ctx<GameOf<N>>, event: EventOf<N>): string | null;
  /** the end of the game in sentences */
  outcome(ctx: Ctx<GameOf<N>>): string[];
}

interface EventMap {
  caretos: Schemas["CaretosEvent"];
  encantados: Schemas["EncantadosEvent"];
  "mission-calaveras": Schemas["MissionCalaverasEvent"];
}
export type EventOf<N extends Game["game"]> = EventMap[N];
