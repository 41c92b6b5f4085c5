"""Reads every value a Redis key holds, whatever its type, for scans of stored secrets.

``DUMP`` would be shorter but compresses long values, so a token inside could go unseen.
"""

from __future__ import annotations

import redis


def key_contents(conn: redis.Redis, key: bytes | str) -> bytes:
    """All the bytes stored under ``key`` (members, fields and values joined by NUL)."""
    kind = conn.type(key).decode()
    parts: list[bytes] = []
    if kind == "string":
        parts.append(conn.get(key) or b"")
    elif kind == "hash":
        for field, value in conn.hgetall(key).items():
            parts += [field, value]
    elif kind == "list":
        parts += conn.lrange(key, 0, -1)
    elif kind == "set":
        parts += sorted(conn.smembers(key))
    elif kind == "zset":
        parts += [member for member, _ in conn.zrange(key, 0, -1, withscores=True)]
    elif kind == "stream":
        for _, fields in conn.xrange(key):
            for field, value in fields.items():
                parts += [field, value]
    elif kind != "none":
        raise AssertionError(f"{key!r} holds a {kind}: teach key_contents to read it")
    return b"\0".join(parts)
