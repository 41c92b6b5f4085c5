// The header's status line (role=status): errors and waits said where everyone looks.
let line: HTMLElement | null = null;

export function statusLine(el: HTMLElement): void {
  line = el;
}

export function say(text: string, error = false): void {
  if (!line) return;
  line.textContent = text;
  line.classList.toggle("error", error);
}
