// The three renderers, chosen by a body's `game`; a body is narrowed once here so each
// renderer sees its own game's view, actions and events with no cast of its own.
import type { Detail, Game, LogEntry } from "../api.ts";
import type { Catalogue } from "../catalogue.ts";
import { caretos } from "./caretos.ts";
import type { Ctx, EventOf, Step } from "./context.ts";
import { encantados } from "./encantados.ts";
import { mission } from "./mission.ts";

export interface Drawn {
  table: HTMLElement;
  anchors(action: Game["legal_actions"][number]): string[];
  steps: Step<Game["legal_actions"][number]>[];
  say(action: Game["legal_actions"][number]): string;
  sentences(entry: LogEntry): string[];
  outcome(): string[];
}

type Namer = (index: number | null | undefined) => string;

function bind<G extends Game>(body: G, detail: Detail, cat: Catalogue, seat: Namer): Ctx<G> {
  return { body, detail, cat, seat };
}

/** Everything a game's renderer makes of one body. */
export function render(body: Game, detail: Detail, cat: Catalogue, seat: Namer): Drawn {
  switch (body.game) {
    case "caretos": {
      const ctx = bind(body, detail, cat, seat);
      return {
        table: caretos.draw(ctx),
        anchors: (a) => caretos.anchors(a as typeof body.legal_actions[number]),
        say: (a) => caretos.say(ctx, a as typeof body.legal_actions[number]),
        steps: caretos.steps(ctx) as Step<Game["legal_actions"][number]>[],
        sentences: (entry) => entry.events.map((e) => caretos.event(ctx, e as EventOf<"caretos">)).filter((x): x is string => !!x),
        outcome: () => caretos.outcome(ctx),
      };
    }
    case "encantados": {
      const ctx = bind(body, detail, cat, seat);
      return {
        table: encantados.draw(ctx),
        anchors: (a) => encantados.anchors(a as typeof body.legal_actions[number]),
        say: (a) => encantados.say(ctx, a as typeof body.legal_actions[number]),
        steps: encantados.steps(ctx) as Step<Game["legal_actions"][number]>[],
        sentences: (entry) => entry.events.map((e) => encantados.event(ctx, e as EventOf<"encantados">)).filter((x): x is string => !!x),
        outcome: () => encantados.outcome(ctx),
      };
    }
    case "mission-calaveras": {
      const ctx = bind(body, detail, cat, seat);
      return {
        table: mission.draw(ctx),
        anchors: (a) => mission.anchors(a as typeof body.legal_actions[number]),
        say: (a) => mission.say(ctx, a as typeof body.legal_actions[number]),
        steps: mission.steps(ctx) as Step<Game["legal_actions"][number]>[],
        sentences: (entry) => entry.events.map((e) => mission.event(ctx, e as EventOf<"mission-calaveras">)).filter((x): x is string => !!x),
        outcome: () => mission.outcome(ctx),
      };
    }
  }
}
