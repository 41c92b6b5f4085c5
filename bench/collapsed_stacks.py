"""Add up py-spy's collapsed stacks by function: where a request's CPU goes.

``python -m bench.collapsed_stacks FILE [--top N] [--under SUBSTRING]`` reads the ``raw``
output of ``py-spy record`` (``bench.http_bench --py-spy DIR --py-spy-format raw``: one line
per distinct stack, frames joined by ``;``, then a sample count) and prints, per function,
its share of the samples inclusive (anywhere on the stack) and exclusive (the frame being
run). A flame graph shows the same, but not as numbers to put beside a benchmark's figures.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FRAME_LINE = re.compile(r"\s*\(([^:]+):\d+\)$")
"""A frame reads ``function (path:line)``: the line number is dropped so a function's
samples add up wherever in it they fell."""


def frame_name(frame: str) -> str:
    """``function (path)``, the path relative to site-packages or to this repository."""
    match = FRAME_LINE.search(frame)
    if match is None:
        return frame.strip()
    path = match.group(1)
    if "site-packages/" in path:
        path = path.split("site-packages/", 1)[1]
    elif path.startswith(f"{ROOT}/"):
        path = path[len(f"{ROOT}/"):]
    return f"{frame[:match.start()].strip()} ({path})"


def stacks(lines: list[str]) -> Iterator[tuple[list[str], int]]:
    """Each stack line as (frame names, outermost first; its sample count); other lines
    (py-spy's own messages) are skipped."""
    for line in lines:
        stack, _, count = line.rstrip().rpartition(" ")
        if stack and count.isdigit():
            yield [frame_name(f) for f in stack.split(";")], int(count)


def tally(lines: list[str], under: str | None) -> tuple[int, Counter[str], Counter[str]]:
    """(samples counted, inclusive counts, exclusive counts); with ``under``, only the
    stacks with a frame containing that text."""
    total = 0
    inclusive: Counter[str] = Counter()
    exclusive: Counter[str] = Counter()
    for frames, samples in stacks(lines):
        if under is not None and not any(under in f for f in frames):
            continue
        total += samples
        for name in set(frames):
            inclusive[name] += samples
        exclusive[frames[-1]] += samples
    return total, inclusive, exclusive


def children(lines: list[str], parent: str) -> tuple[int, Counter[str]]:
    """(samples through ``parent``, samples by the frame right below it): what a function's
    time is made of. ``(self)`` counts the samples in ``parent`` itself."""
    total = 0
    below: Counter[str] = Counter()
    for frames, samples in stacks(lines):
        hits = [i for i, f in enumerate(frames) if parent in f]
        if not hits:
            continue
        total += samples
        last = hits[-1]  # the innermost call, so recursion counts once
        below[frames[last + 1] if last + 1 < len(frames) else "(self)"] += samples
    return total, below


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--under", default=None,
                        help="count only stacks through a frame containing this text")
    parser.add_argument("--children", default=None,
                        help="break down the samples of the function containing this text by "
                             "the function it calls")
    args = parser.parse_args(argv)
    lines = args.file.read_text().splitlines()
    if args.children is not None:
        total, below = children(lines, args.children)
        print(f"{total} samples through {args.children}")
        for name, samples in below.most_common(args.top):
            print(f"  {100 * samples / total:5.1f}%  {name}")
        return
    total, inclusive, exclusive = tally(lines, args.under)
    if total == 0:
        raise SystemExit("no samples")
    print(f"{total} samples")
    for title, counts in (("inclusive", inclusive), ("exclusive", exclusive)):
        print(f"\n{title}:")
        for name, samples in counts.most_common(args.top):
            print(f"  {100 * samples / total:5.1f}%  {name}")


if __name__ == "__main__":
    main()
