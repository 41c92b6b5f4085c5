// Proof that a game body narrows by `game` with no cast: `tsc --strict` (the tests run it)
// accepts each branch only if `state` and `legal_actions` are that game's own types there.
import type { ActionOf, Game, Schemas, ViewOf } from "./index.js";

export function describe(game: Game): string {
  switch (game.game) {
    case "caretos": {
      const view: Schemas["CaretosView"] = game.state;
      const first: Schemas["CaretosAction"] | undefined = game.legal_actions[0];
      // @ts-expect-error a Caretos body holds no Mission Calaveras view
      const wrong: Schemas["MissionCalaverasView"] = game.state;
      return `${game.id}: ${first?.type ?? "waiting"} ${Object.keys(view).length} ${typeof wrong}`;
    }
    case "encantados": {
      const view: ViewOf<"encantados"> = game.state;
      const first: ActionOf<"encantados"> | undefined = game.legal_actions[0];
      // @ts-expect-error an Encantados body offers no Caretos action
      const wrong: Schemas["CaretosAction"] | undefined = game.legal_actions[0];
      return `${game.id}: ${first?.type ?? "waiting"} ${String(view !== undefined && !wrong)}`;
    }
    case "mission-calaveras": {
      const view: Schemas["MissionCalaverasView"] = game.state;
      const labels: string[] = game.action_labels;
      const first: Schemas["MissionCalaverasAction"] | undefined = game.legal_actions[0];
      return `${game.id}: ${labels[0] ?? first?.type ?? "waiting"} ${String(view !== undefined)}`;
    }
    default: {
      const unknown: never = game;
      return unknown;
    }
  }
}
