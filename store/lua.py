"""A Lua script run by its SHA1, loaded again if Redis forgot it: redis-py's ``Script``,
minus what every call of ours paid for and never used.

redis-py's ``Script.__call__`` imports ``Pipeline`` and tests ``isinstance(client,
Pipeline)`` on every call, so it can queue the script in a pipeline; ``Pipeline`` derives
from a ``typing.Protocol``, which makes that test slow (with the copying of keys and
arguments, 44-58 against 57-65 microseconds of CPU per call, round trip included, measured
over 3 x 20,000 calls; an action runs two scripts).
No script here runs in a pipeline, so this calls ``EVALSHA`` straight away, and on
``NOSCRIPT`` (a restarted or flushed Redis, a failover to a replica that never saw the
script) loads it and tries once more, exactly as ``Script`` does.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from redis.exceptions import NoScriptError


class LuaScript:
    """One script for one client (a ``Redis`` or a ``RedisCluster``: both route ``EVALSHA``
    by its keys)."""

    def __init__(self, client: Any, source: str) -> None:
        self.client = client
        self.source = source
        self.sha = hashlib.sha1(source.encode("utf-8")).hexdigest()

    def __call__(self, keys: Sequence[Any] = (), args: Sequence[Any] = ()) -> Any:
        try:
            return self.client.evalsha(self.sha, len(keys), *keys, *args)
        except NoScriptError:
            self.sha = self.client.script_load(self.source)
            return self.client.evalsha(self.sha, len(keys), *keys, *args)
