"""``service.json_body.parse`` at its nesting bound, however the brackets are spread."""

from __future__ import annotations

import json

import pytest

from service.json_body import MAX_DEPTH, BodyError, parse


def nested(depth: int) -> bytes:
    """A value ``depth`` containers deep: lists and objects in turn."""
    value: object = 1
    for level in range(depth):
        value = [value] if level % 2 else {"k": value}
    return json.dumps(value).encode()


def test_the_deepest_allowed_body_is_read_and_one_level_more_is_refused() -> None:
    assert parse(nested(MAX_DEPTH)) is not None
    with pytest.raises(BodyError, match=f"deeper than {MAX_DEPTH} levels"):
        parse(nested(MAX_DEPTH + 1))


def test_brackets_inside_strings_do_not_make_a_shallow_body_deep() -> None:
    body = json.dumps({"action": {"note": "[{" * 40}, "version": 3}).encode()
    assert parse(body) == {"action": {"note": "[{" * 40}, "version": 3}


def test_many_shallow_containers_are_not_deep() -> None:
    body = json.dumps([[i] for i in range(100)]).encode()  # 101 openers, two levels
    assert parse(body) == [[i] for i in range(100)]
    deep = json.dumps([[i] for i in range(100)] + [json.loads(nested(MAX_DEPTH))]).encode()
    with pytest.raises(BodyError, match="deeper"):
        parse(deep)
