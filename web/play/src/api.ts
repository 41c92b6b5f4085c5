// The API as /play sees it: the generated TypeScript client (openapi-fetch over schema.d.ts)
// and the few shapes the spec leaves open (`extra`, the agreed bot-level fields) typed here.
import { createClient } from "../../../openapi/clients/typescript/index.ts";
import type { Game, Schemas, TabletopClient } from "../../../openapi/clients/typescript/index.ts";

export type { Game, Schemas, TabletopClient };
export type GameTypes = Schemas["GameTypes"];
export type GameType = Schemas["GameType"];
export type Detail = Schemas["GameTypeDetail"];
export type Entry = Schemas["CatalogueEntry"];
export type LogEntry = Schemas["LogEntry"];
export type Seat = Schemas["Seat"];
export type Problem = Schemas["Problem"];
export type Update = Schemas["GameUpdate"];

/** A bot level; `title` and `strength` are agreed additions a server may not send yet. */
export interface BotLevel {
  name: string;
  description: string;
  title?: string;
  strength?: string;
}

/** One fitted rating of a bot level at a seat count (agreed addition; may be missing). */
export interface BotRating {
  seats: number;
  level: string;
  rating: number;
  low: number;
  high: number;
  games: number;
}

/** A Caretos board as GET /game-types sends it under `extra.boards`. */
export interface BoardLocation {
  id: number;
  kind: string;
  name: string;
  roles: string[];
  symbol?: string;
  x: number;
  y: number;
}
export interface Board {
  name: string;
  width: number;
  height: number;
  locations: BoardLocation[];
  paths: [number, number][];
  players: number[];
}

const BASE = location.origin;
const MAX_RETRIES = 5; // a 429 or 503 is retried this many times, after its Retry-After

let onWait: (seconds: number) => void = () => undefined;
/** What to tell the player while a rate limit's Retry-After is waited out. */
export function whenWaiting(tell: (seconds: number) => void): void {
  onWait = tell;
}

async function fetchPolitely(request: Request): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(request.clone());
    if ((response.status !== 429 && response.status !== 503) || attempt >= MAX_RETRIES) return response;
    const seconds = Number(response.headers.get("Retry-After")) || 1;
    onWait(seconds);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** A client for one seat (its token), or a spectator's without one. */
export function seatClient(token?: string | null): TabletopClient {
  return createClient(BASE, { token: token ?? undefined, fetch: fetchPolitely });
}
export const api = seatClient();
export const base = BASE;

export function problemText(error: unknown): string {
  if (!error || typeof error !== "object") return String(error);
  const p = error as Partial<Problem>;
  return `${p.title ?? "error"}: ${p.detail ?? ""}`;
}

let types: GameTypes | null = null;
const details = new Map<string, Detail>();

export async function loadTypes(): Promise<GameTypes> {
  if (types) return types;
  const { data, error } = await api.GET("/game-types");
  if (!data) throw new Error(problemText(error));
  types = data;
  return data;
}

export async function loadDetail(name: string): Promise<Detail> {
  const known = details.get(name);
  if (known) return known;
  const { data, error } = await api.GET("/game-types/{name}", {
    params: { path: { name: name as "caretos" | "encantados" | "mission-calaveras" } },
  });
  if (!data) throw new Error(problemText(error));
  details.set(name, data);
  return data;
}

export function botLevels(all: GameTypes): BotLevel[] {
  return all.bot_levels as BotLevel[];
}

export function botRatings(game: GameType | Detail): BotRating[] {
  const ratings = (game as { bot_ratings?: unknown }).bot_ratings;
  return Array.isArray(ratings) ? (ratings as BotRating[]) : [];
}

/** A stream update is a game body of its `game`: the spec types it loosely, the fields are one. */
export function asGame(update: Update | Game): Game {
  return update as Game;
}

/** The Caretos boards of a game detail, by name. */
export function boards(detail: Detail): Record<string, Board> {
  const extra = detail.extra as { boards?: Record<string, Board> } | undefined;
  return extra?.boards ?? {};
}
