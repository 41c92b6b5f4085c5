// The Tabletop games API client: openapi-fetch over the types openapi-typescript generated
// from the spec (schema.d.ts), plus names for what a front end handles most. Every request
// and response is typed; a game body narrows to its game's view and actions by `game`.
import createFetchClient from "openapi-fetch";
import type { Client, ClientOptions } from "openapi-fetch";
import type { components, operations, paths } from "./schema.js";

export type { components, operations, paths };

/** Every named schema of the spec: `Schemas["CaretosView"]`, `Schemas["Problem"]`, ... */
export type Schemas = components["schemas"];
/** A game as one viewer sees it: a union told apart by `game`. */
export type Game = Schemas["Game"];
/** The name of a hosted game (`"caretos"`, ...). */
export type GameName = Game["game"];
/** The game body of one game: `GameOf<"caretos">` is `Schemas["CaretosGame"]`. */
export type GameOf<Name extends GameName> = Extract<Game, { game: Name }>;
/** One game's view (`state`). */
export type ViewOf<Name extends GameName> = GameOf<Name>["state"];
/** One game's actions (an item of `legal_actions`). */
export type ActionOf<Name extends GameName> = GameOf<Name>["legal_actions"][number];
/** An RFC 9457 problem: every error answer. */
export type Problem = Schemas["Problem"];
/** The typed openapi-fetch client of this API. */
export type TabletopClient = Client<paths>;

export interface TabletopClientOptions extends Omit<ClientOptions, "baseUrl"> {
  /** A seat token from POST /games: reads then show that seat's view, and it may act. */
  token?: string;
}

/** A client for the API at `baseUrl`; without a token it reads as a spectator. */
export function createClient(
  baseUrl: string,
  { token, headers, ...options }: TabletopClientOptions = {},
): TabletopClient {
  const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return createFetchClient<paths>({
    ...options,
    baseUrl,
    headers: { ...auth, ...(headers as Record<string, string> | undefined) },
  });
}
