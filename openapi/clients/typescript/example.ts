// A typed openapi-fetch client over the generated schema.d.ts: create a game of Mission
// Calaveras with one human seat and three bots, read it as that seat, and play the first
// legal action. `npx tsc --noEmit` type-checks it (the tests do); run it against a server
// with any TypeScript runner, e.g. `npx tsx example.ts http://127.0.0.1:8000`.
import createClient from "openapi-fetch";
import type { components, paths } from "./schema";

type Action = components["schemas"]["Action"];
type Game = components["schemas"]["Game"];

export async function playOneTurn(baseUrl: string): Promise<Game> {
  const api = createClient<paths>({ baseUrl });

  const body: components["schemas"]["MissionCalaverasCreateGame"] = {
    game: "mission-calaveras",
    players: [
      { name: "me", bot: null },
      { name: "b1", bot: "random" },
      { name: "b2", bot: "random" },
      { name: "b3", bot: "random" },
    ],
  };
  const created = await api.POST("/games", { body });
  if (created.error) throw new Error(`${created.error.status} ${created.error.detail}`);
  const me = created.data.seats.find((seat) => seat.token);
  if (!me?.token) throw new Error("no human seat");
  const headers = { Authorization: `Bearer ${me.token}` };
  const params = { path: { game_id: created.data.id } };

  for (;;) {
    const read = await api.GET("/games/{game_id}", { params, headers });
    if (read.error) throw new Error(`${read.error.status} ${read.error.detail}`);
    const game = read.data;
    if (game.status === "finished") return game;
    const action: Action | undefined = game.legal_actions[0];
    if (action === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 200)); // the bots are playing
      continue;
    }
    if (action.type === "play") describe(action);
    const acted = await api.POST("/games/{game_id}/actions", {
      params,
      headers,
      body: { action, version: game.version },
    });
    if (acted.error) throw new Error(`${acted.error.status} ${acted.error.detail}`);
    return acted.data;
  }
}

function describe(action: Action): string {
  // Narrowing on the discriminator gives each kind's own fields.
  switch (action.type) {
    case "play":
      return "card" in action ? `play ${action.card}` : "play";
    case "twist":
      return `twist ${action.card}: ${action.move} to ${action.to}`;
    default:
      return action.type;
  }
}

const baseUrl = globalThis.process?.argv?.[2];
if (baseUrl) {
  playOneTurn(baseUrl).then((game) => console.log(game.id, game.version, game.status));
}
