"""Helpers for building views: what a seat may see of hidden collections."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def hand_view(cards: Sequence[str], visible: bool) -> dict[str, Any]:
    """A hand as a viewer sees it: the cards when visible, always the count."""
    if visible:
        return {"count": len(cards), "cards": list(cards)}
    return {"count": len(cards)}


def pile_view(cards: Sequence[str]) -> dict[str, Any]:
    """A face-down pile: its size only, never its order or content."""
    return {"count": len(cards)}


def strings_in(data: Any) -> set[str]:
    """Every string (keys included) anywhere in a JSON value: what a scan looks at."""
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            found.update(k for k in item if isinstance(k, str))
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return found
