"""The fenced code blocks of README.md and docs/: what they are and how they run.

A block's info string names its language, and a second word ``norun`` marks a block that
cannot run in a test (``make run`` itself, deployment commands, hour-long benchmarks).
Shell and Python blocks without it run against a live stack (test_snippets.py), TypeScript
blocks are type-checked against the client package (test_typescript.py); every other block
must be a language that is not code (JSON, text), so nothing is skipped without the page
saying so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCS = ROOT / "docs"

README_MAX_LINES = 250
"""The README is an entry point: what it is, a quick start, a tour, the layout, links."""

RUN = {"sh": "shell", "bash": "shell", "shell": "shell", "python": "python", "py": "python"}
"""Info-string languages that run, and how."""
SHOWN = {"json", "text", "ts", "typescript", "http", "yaml", "ini", "toml"}
"""Languages not run: data and output, and TypeScript (type-checked, not run)."""
NORUN = "norun"

DOCUMENTED_URL = "http://127.0.0.1:8000"
"""The address the pages use; a test substitutes its live stack's."""

FENCE = re.compile(r"^```(.*)$")


@dataclass(frozen=True)
class Snippet:
    """One fenced block: where it is, its info string, its text."""

    path: Path
    line: int
    info: str
    text: str

    @property
    def language(self) -> str:
        return self.info.split()[0] if self.info.split() else ""

    @property
    def runs(self) -> bool:
        return self.language in RUN and NORUN not in self.info.split()[1:]

    @property
    def name(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def pages() -> list[Path]:
    """README.md and every Markdown page under docs/."""
    return [README, *sorted(DOCS.glob("*.md"))]


def snippets(path: Path) -> list[Snippet]:
    """The fenced blocks of one page, in order."""
    found: list[Snippet] = []
    info: str | None = None
    start = 0
    body: list[str] = []
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        match = FENCE.match(line)
        if info is None:
            if match:
                info, start, body = match[1].strip(), number, []
        elif line.strip() == "```":
            found.append(Snippet(path, start, info, "\n".join(body) + "\n"))
            info = None
        else:
            body.append(line)
    assert info is None, f"{path}:{start}: a code block is never closed"
    return found


def all_snippets() -> list[Snippet]:
    return [snippet for page in pages() for snippet in snippets(page)]


LINK = re.compile(r"\]\(([^)#\s]*)(?:#([^)\s]*))?\)")
HEADING = re.compile(r"^#{1,6} (.+)$", re.MULTILINE)


def anchors(path: Path) -> set[str]:
    """The anchors GitHub gives the page's headings: lower case, punctuation dropped,
    spaces as hyphens."""
    text = re.sub(r"```.*?```", "", path.read_text(), flags=re.DOTALL)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-")
            for h in HEADING.findall(text)}


def links(path: Path) -> list[tuple[Path, str]]:
    """Local links of the page: (the file, resolved from the page's folder; the anchor)."""
    found = []
    for target, anchor in LINK.findall(path.read_text()):
        if "://" in target or target.startswith("mailto:"):
            continue
        found.append(((path.parent / target).resolve() if target else path, anchor))
    return found


def linked_pages(path: Path) -> set[Path]:
    """Local files the page links to, resolved from its folder."""
    return {target for target, _ in links(path) if target != path}
