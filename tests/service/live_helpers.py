"""Reading event streams in tests, and the hidden-id scan applied to what they carry."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

# sseclient-py parses the wire format the way client libraries do (fields, comments, ids,
# multi-line data, chunk boundaries anywhere); parsing by hand here would test our own
# parser's reading of the stream instead of the stream.
import sseclient

from engines import Engine
from engines.views import strings_in


def sse_events(chunks: Iterable[bytes]) -> Iterator[sseclient.Event]:
    """The events of a stream given as byte chunks (a WSGI body or a requests stream)."""
    return sseclient.SSEClient(chunks).events()  # type: ignore[no-any-return]


def data_of(event: sseclient.Event) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(event.data)
    return data


def leaked(engine: Engine[Any], state: Any, viewer: int | None, shown: Any) -> set[str]:
    """Ids hidden from ``viewer`` in ``state`` that appear anywhere in ``shown``."""
    return engine.hidden_from(state, viewer) & strings_in(shown)


def leaked_in_update(
    engine: Engine[Any], before: Any, after: Any, viewer: int | None, update: dict[str, Any]
) -> set[str]:
    """What a stream's update (a body at ``after`` and the entry that made it) shows
    ``viewer`` of the ids it must not see.

    The body is scanned like a view, against ``after``. An entry may name cards the action
    itself showed everybody (a card played face up, then discarded out of sight), so its
    events are scanned for ids hidden from the viewer both before and after the action that
    the action, as shown to the viewer, does not name: a card drawn, a card kept secret.
    """
    body = {k: v for k, v in update.items() if k != "entry"}
    found = leaked(engine, after, viewer, body)
    entry = update.get("entry")
    if entry is not None:
        secret = engine.hidden_from(before, viewer) & engine.hidden_from(after, viewer)
        found |= (secret - strings_in(entry["action"])) & strings_in(entry["events"])
    return found


@dataclass
class Served:
    """The stream server (``service.streams``) on a loop of its own in this process, in
    front of the Flask app served by werkzeug in a thread: monkeypatched engines apply to
    both, and the hub is at hand."""

    base: str
    app: Any  # the aiohttp application
    loop: asyncio.AbstractEventLoop

    @property
    def hub(self) -> Any:
        from service.streams.app import HUB

        return self.app[HUB]

    def run(self, coroutine: Any, timeout: float = 60.0) -> Any:
        """Run ``coroutine`` on the server's loop; its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)


@contextmanager
def serve_streams(flask_app: Any, settings: Any, caps: Any = None,
                  header_timeout: float | None = None) -> Iterator[Served]:
    from aiohttp import web
    from werkzeug.serving import make_server

    from service.streams import app as streams

    api = make_server("127.0.0.1", 0, flask_app, threaded=True)
    api_thread = threading.Thread(target=api.serve_forever, daemon=True)
    api_thread.start()
    loop = asyncio.new_event_loop()
    loop_thread = threading.Thread(target=loop.run_forever, daemon=True)
    loop_thread.start()
    stream_app = streams.create_app(settings, f"http://127.0.0.1:{api.server_port}", caps)
    runner = web.AppRunner(stream_app, handler_cancellation=True, access_log=None,
                           keepalive_timeout=header_timeout or streams.HEADER_TIMEOUT)

    async def start() -> int:
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port: int = runner.addresses[0][1]
        return port

    port = asyncio.run_coroutine_threadsafe(start(), loop).result(30)
    try:
        yield Served(f"http://127.0.0.1:{port}", stream_app, loop)
    finally:
        asyncio.run_coroutine_threadsafe(runner.cleanup(), loop).result(30)
        loop.call_soon_threadsafe(loop.stop)
        loop_thread.join(timeout=10)
        api.shutdown()
