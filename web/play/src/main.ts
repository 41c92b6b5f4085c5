// /play: a reference web client built only on the published contract: the generated
// TypeScript client and what the API answers. The fragment says what the page shows:
// the lobby, #new=<game>, #rules=<game>, #join=<id>&seat=<n>&invite=..., #game=<id>.
import { loadDetail, loadTypes, whenWaiting } from "./api.ts";
import { soundToggle, turnIs } from "./awareness.ts";
import { onExplain } from "./catalogue.ts";
import { h } from "./dom.ts";
import { showJoin } from "./join.ts";
import { showLobby } from "./lobby.ts";
import { rulesView } from "./rules.ts";
import { say, statusLine } from "./status.ts";
import { setup, showTable, stopTable } from "./table.ts";

const main = document.getElementById("main") as HTMLElement;
statusLine(document.getElementById("status") as HTMLElement);
document.querySelector("header")?.append(soundToggle());
whenWaiting((seconds) => say(`The server asks us to wait ${seconds} s; retrying then.`));

function go(hash: string): void {
  if (location.hash === hash) void route();
  else location.hash = hash;
}
setup(main, go);

onExplain((title, text) => {
  document.getElementById("explain")?.remove();
  const box = h("div", { id: "explain", class: "menu", role: "dialog", "aria-label": title },
    h("p", { text }), h("button", { type: "button", text: "Close", onclick: () => box.remove() }));
  document.body.append(box);
});

async function showRules(name: string): Promise<void> {
  turnIs(false);
  const detail = await loadDetail(name);
  main.replaceChildren(h("section", { class: "panel", id: "rules-page" },
    h("h2", { text: `Rules of ${detail.title}` }),
    h("p", {}, h("a", { href: `#new=${name}`, class: "button", text: `Play ${detail.title}` }), " ", h("a", { href: "/play", class: "button", text: "Back to the lobby" })),
    rulesView(detail)));
}

async function route(): Promise<void> {
  stopTable();
  const p = new URLSearchParams(location.hash.slice(1));
  try {
    const types = await loadTypes();
    const join = p.get("join");
    const game = p.get("game");
    const rules = p.get("rules");
    if (join) return await showJoin(main, types, join, Number(p.get("seat")), p.get("invite"));
    if (game) return await showTable(game);
    if (rules) return await showRules(rules);
    return await showLobby(main, types, p.get("new"));
  } catch (err) {
    main.replaceChildren(h("p", { class: "error", role: "alert", text: String((err as Error).message ?? err) }));
  }
}
window.addEventListener("hashchange", () => void route());
void route();
