"""What a stream process keeps of a rendered version: no more memory than its bytes."""

from __future__ import annotations

import tracemalloc
from collections.abc import Callable

from service.json_response import encode
from service.streams.render import kept

VALUES = [None, 3, "active", [0, 1, 2], {"index": 0, "name": "Zoë", "clock": None},
          [{"index": i, "name": f"p{i}", "bot": None} for i in range(6)]]


def held(make: Callable[[], list[bytes]]) -> tuple[int, list[bytes]]:
    """Bytes of traced memory the values ``make()`` returns still hold, and the values."""
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        values = make()
        return tracemalloc.get_traced_memory()[0] - before, values
    finally:
        tracemalloc.stop()


def test_kept_parts_hold_their_length_not_the_encoders_buffer() -> None:
    """orjson 3.13's own output holds its whole write buffer (about 4 KB for these small
    values); what the renders keep must hold little more than its bytes."""
    size, values = held(lambda: [kept(v) for v in VALUES * 50])
    length = sum(len(v) for v in values)
    assert values[:len(VALUES)] == [encode(v) for v in VALUES]
    # a bytes object's header is 33 bytes; the list holding them 8 a slot
    assert size <= length + 50 * len(values) + 4096, (size, length)

