"""Player names: trimmed, 1 to 40 characters, nothing that could disguise or break a display.

Names are echoed to every viewer of a game, so a name may not carry control characters
(NUL, escapes, line breaks), bidirectional controls (U+202E turns the rest of a line around)
or lone surrogates (not text at all: many clients fail to encode them).
"""

from __future__ import annotations

import unicodedata
from typing import Any

import marshmallow as ma

MAX_NAME = 40
"""A name is a label beside a seat: 40 characters fit every table layout we know of."""

BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""Unicode's Bidi_Control characters: they reorder the text around them."""

FORBIDDEN_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp"})
"""Control characters, (lone) surrogates, line and paragraph separators."""

FORBIDDEN_CLASS = r"\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069"
"""The same characters as a regular-expression class, for the spec's ``pattern``."""

NAME_PATTERN = rf"^\s*[^\s{FORBIDDEN_CLASS}][^{FORBIDDEN_CLASS}]*$"
"""JSON Schema ``pattern`` of a name: something besides spaces, nothing forbidden."""


def name_problem(name: str) -> str | None:
    """Why ``name`` (already trimmed) is refused, or None if it is fine."""
    if not name:
        return "a name needs at least one character besides spaces"
    if len(name) > MAX_NAME:
        return f"a name has at most {MAX_NAME} characters, not {len(name)}"
    for position, char in enumerate(name):
        if char in BIDI_CONTROLS or unicodedata.category(char) in FORBIDDEN_CATEGORIES:
            return f"character {position} (U+{ord(char):04X}) is not allowed in a name"
    return None


class PlayerName(ma.fields.String):
    """A name as given, trimmed, and refused with the reason if it breaks a rule above.

    The spec states the same rules (length and ``pattern``), so a client's schema-valid
    name is one the server takes.
    """

    def __init__(self, **kwargs: Any) -> None:
        metadata = {"minLength": 1, "maxLength": MAX_NAME, "pattern": NAME_PATTERN,
                    **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> str:
        raw: str = super()._deserialize(value, attr, data, **kwargs)
        if len(raw) > MAX_NAME:
            raise ma.ValidationError(f"a name has at most {MAX_NAME} characters, not {len(raw)}")
        name = raw.strip()
        problem = name_problem(name)
        if problem is not None:
            raise ma.ValidationError(problem)
        return name
