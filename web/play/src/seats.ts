// Seat colours and names, and the seats this browser holds (localStorage: id -> token).

export const SEAT_COLOURS = ["#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98", "#117a65"];

const SEATS_KEY = "tabletop-play-seats"; // localStorage: game id -> SeatRecord
const NAME_KEY = "tabletop-play-name";

export interface SeatRecord {
  seat?: number | null;
  token?: string | null;
  /** POST /games's creator_token: calls the game off while it waits, seat or not */
  creator?: string | null;
  game?: string;
  invites?: { seat: number; invite: string }[];
}

export function seats(): Record<string, SeatRecord> {
  try {
    return JSON.parse(localStorage.getItem(SEATS_KEY) ?? "{}") as Record<string, SeatRecord>;
  } catch {
    return {};
  }
}

export function rememberSeat(id: string, record: SeatRecord): void {
  const all = seats();
  all[id] = { ...all[id], ...record };
  localStorage.setItem(SEATS_KEY, JSON.stringify(all));
}

export function myName(): string {
  return localStorage.getItem(NAME_KEY) || "Player";
}

export function setMyName(name: string): void {
  localStorage.setItem(NAME_KEY, name);
}
