// Turn awareness outside the table: the tab title and the favicon say "your turn", an
// optional sound plays when a turn comes to you.
import { h } from "./dom.ts";

const BASE_TITLE = "Play — Tabletop games";
const SOUND_KEY = "tabletop-play-sound";
let wasMyTurn = false;

function icon(badge: boolean): string {
  const dot = badge ? `<circle cx='24' cy='8' r='7' fill='%23e74c3c' stroke='white' stroke-width='2'/>` : "";
  return `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect x='2' y='6' width='20' height='24' rx='3' fill='%232c3e50'/><rect x='8' y='2' width='20' height='24' rx='3' fill='%23f4d03f' stroke='%232c3e50' stroke-width='2'/>${dot}</svg>`;
}

function setIcon(badge: boolean): void {
  let link = document.querySelector<HTMLLinkElement>("link[rel=icon]");
  if (!link) {
    link = h("link", { rel: "icon" });
    document.head.append(link);
  }
  link.href = icon(badge);
  link.dataset.badge = badge ? "your-turn" : "";
}

function beep(): void {
  if (localStorage.getItem(SOUND_KEY) !== "on") return;
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.4);
  } catch {
    // no audio here: the title and icon still say it
  }
}

/** Say whether it is the viewer's turn, in `what` (the game's title). */
export function turnIs(mine: boolean, what = ""): void {
  document.title = mine ? `● Your turn — ${what || BASE_TITLE}` : what ? `${what} — Tabletop games` : BASE_TITLE;
  setIcon(mine);
  if (mine && !wasMyTurn) beep();
  wasMyTurn = mine;
}

/** The header's sound switch. */
export function soundToggle(): HTMLElement {
  const box = h("input", { type: "checkbox", id: "sound", checked: localStorage.getItem(SOUND_KEY) === "on" });
  box.addEventListener("change", () => localStorage.setItem(SOUND_KEY, box.checked ? "on" : "off"));
  return h("label", { for: "sound", class: "sound" }, box, " sound on my turn");
}
