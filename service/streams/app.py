"""The stream server: event streams and long polls on an event loop, the rest forwarded.

``GET /games/{id}/events`` (Server-Sent Events) and the long poll ``GET /games/{id}?
after_version=N&wait=S`` are served here: each is a coroutine waiting on its game's feed
(``store.live``), a few kilobytes and no thread, so ten thousand idle streams take nothing
from the short requests, which run on the API's own gunicorn workers (Flask, gthread).
Every other request (and a long poll's answer, once it is due) is forwarded to that API,
so ``make run`` serves one origin on one port; Compose and Kubernetes route only the live
paths here.

aiohttp rather than an ASGI app on uvicorn: it is the server, the forwarding client and
gunicorn's worker class in one well-kept package, and it has the two things this tier needs
without reaching into a server's internals: ``handler_cancellation`` (a client that closes
its stream cancels the handler at once, not at the next keep-alive write) and a keep-alive
timer armed when a connection opens (a request that never finishes its headers is dropped
after :data:`HEADER_TIMEOUT`; uvicorn arms its timer only after a first response).

Contract (the spec generated from the Flask app declares it; ``service.routes.live``): the
first ``event: game`` is the viewer's GET body; then one per version, in order, none
skipped, with ``entry``; the SSE ``id`` is the version, so ``Last-Event-ID`` (or
``?after=``) resumes; comment lines keep the connection alive; ``event: end`` once the game
is over. A seat authenticates with its bearer token or a one-use ``?ticket=``. Beyond the
fair share (``service.streams.fair``) a stream or long poll gets 429 with Retry-After.
"""

from __future__ import annotations

import asyncio
import http
import ipaddress
import json
import logging
import os
import socket
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import aiohttp
import marshmallow as ma
import redis
from aiohttp import web

from service.observability import OPEN_STREAMS
from service.problems import MAX_BODY_BYTES, PROBLEM_CONTENT_TYPE, PROBLEM_KINDS
from service.schemas import GameQuerySchema, StreamQuerySchema
from service.streams.fair import RETRY_AFTER_SECONDS, Caps, Shares
from service.streams.refusals import LIMITS, ProblemRunner
from service.streams.render import OVER, rendered, sse
from store.bot_levels import BOT_LEVELS
from store.errors import BadCredentials, GameNotFound
from store.games import Games
from store.live import RECONNECT_DELAY, Hub
from store.redis_client import game_store_client
from store.redis_store import GameStore
from store.settings import Settings
from store.tickets import redeem_ticket

log = logging.getLogger(__name__)

T = TypeVar("T")

KEEPALIVE_SECONDS = 15.0
"""A comment line at least this often: proxies close connections idle for 30-60 s."""

RETRY_MS = 1000
"""How long an EventSource waits before reconnecting (sent as the stream's ``retry``)."""

DEFAULT_MAX_STREAM_SECONDS = 3600.0
"""A stream ends after an hour (without ``end``); the client resumes from its last version,
maybe on another instance, so long-lived streams spread again after a deploy or scale-up."""

MAX_STREAM_SECONDS = float(os.environ.get("TTG_STREAM_MAX_SECONDS") or DEFAULT_MAX_STREAM_SECONDS)
"""``TTG_STREAM_MAX_SECONDS`` shortens it (a test stack whose fuzzer reads each answer to its
end)."""

HEADER_TIMEOUT = 10.0
"""Seconds a new connection has to send a whole request (and an idle keep-alive connection
to send the next): a half-sent request is dropped then, as nginx's client_header_timeout."""

BODY_TIMEOUT = 10.0
"""Seconds a forwarded request's body (64 KiB at most) has to arrive whole: a slow upload
still fits, a client that stops half-way is answered and dropped."""

MAX_UNSENT_BYTES = 64 * 1024
"""The unsent bytes a stream's connection may buffer in the process, and again in the
kernel's send buffer (about 15 Mission Calaveras events each): past them the next write
waits for the client to read."""

SLOW_READER_SECONDS = 5.0
"""Seconds a write may wait for a client whose unsent bytes passed the bound; then the
connection is dropped (the client resumes with Last-Event-ID, from the log)."""

STORE_THREADS = 8
"""Threads reading the store beside the loop (a stream's open, a feed far behind): the
store's client is synchronous, shared with the API and the worker; reads are sub-ms."""

UPSTREAM_CONNECTIONS = 64
"""Forwarded requests one stream process has at the API at once: its workers' threads are
many more, so this bounds what one process asks of it."""

UPSTREAM_TIMEOUT = 60.0
"""Seconds a forwarded request may take (the slowest short request is far below)."""

HOP_BY_HOP = frozenset({"connection", "keep-alive", "proxy-authenticate",
                        "proxy-authorization", "te", "trailer", "transfer-encoding",
                        "upgrade", "content-length"})
"""Headers that belong to one connection, never forwarded (RFC 9110 7.6.1); the length is
set again for the body as sent."""

GAMES: web.AppKey[Games] = web.AppKey("games", Games)
HUB: web.AppKey[Hub] = web.AppKey("hub", Hub)
SHARES: web.AppKey[Shares] = web.AppKey("shares", Shares)
UPSTREAM: web.AppKey[Any] = web.AppKey("upstream", object)
POOL: web.AppKey[ThreadPoolExecutor] = web.AppKey("pool", ThreadPoolExecutor)
OPEN: web.AppKey[list[int]] = web.AppKey("open", list)

STREAM_QUERY = StreamQuerySchema()
POLL_QUERY = GameQuerySchema()


class ListenerCloseNoise(logging.Filter):
    """Drops gunicorn's "Error while closing socket" at a worker's stop: aiohttp's server
    closes the listening sockets it was given, then gunicorn closes them again (EBADF);
    nothing is lost, and the line reads like a failure in every clean stop's log."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("Error while closing socket")


class SlowReader(Exception):
    """The client reads slower than its stream is written."""


# --- problems ------------------------------------------------------------------------


def problem(request: web.Request, status: int, kind: str | None, detail: str,
            headers: dict[str, str] | None = None, **members: Any) -> web.Response:
    """An RFC 9457 problem, as ``service.problems.problem_response`` writes it."""
    body: dict[str, Any] = {
        "type": f"{request.scheme}://{request.host}/problems/{kind}"
        if kind in PROBLEM_KINDS else "about:blank",
        "title": http.HTTPStatus(status).phrase,
        "status": status,
        "detail": detail,
        "instance": request.path,
        **members,
    }
    return web.Response(status=status, body=json.dumps(body).encode(), headers=cors(
        request, {**(headers or {}), "Content-Type": PROBLEM_CONTENT_TYPE}))


def too_many(request: web.Request, what: str, cap: int) -> web.Response:
    return problem(request, 429, "too-many-requests",
                   f"more than {cap} open event streams and long polls from this {what}; "
                   f"close some, or retry in {RETRY_AFTER_SECONDS} s",
                   {"Retry-After": str(RETRY_AFTER_SECONDS)})


def store_problem(request: web.Request, error: Exception) -> web.Response:
    if isinstance(error, GameNotFound):
        return problem(request, 404, "game-not-found", str(error))
    if isinstance(error, BadCredentials):
        return problem(request, 401, "unauthorized", str(error),
                       {"WWW-Authenticate": 'Bearer realm="games"'})
    log.warning("Redis error: %s", error)
    return problem(request, 503, "redis-unavailable",
                   "the game store (Redis) is unreachable; try again shortly",
                   {"Retry-After": "1"})


@web.middleware
async def problems(request: web.Request,
                   handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
                   ) -> web.StreamResponse:
    """aiohttp's own refusals (a body too large, an unknown method) as problem+json."""
    try:
        return await handler(request)
    except web.HTTPException as error:
        if error.status < 400:
            raise
        if error.status == 413:
            return too_large(request)
        kind = {405: "method-not-allowed"}.get(error.status)
        return problem(request, error.status, kind, error.reason)


def too_large(request: web.Request) -> web.Response:
    """The API's 413; the connection closes (the rest of the body is not read)."""
    response = problem(request, 413, "body-too-large",
                       f"the request body is larger than {MAX_BODY_BYTES} bytes")
    response.force_close()
    return response


# --- CORS (the API's policy, service.cors) ---------------------------------------------

CORS_ORIGINS = frozenset(o.strip() for o in (os.environ.get("TTG_CORS_ORIGINS") or "*")
                         .split(",") if o.strip())


def cors(request: web.Request, headers: dict[str, str] | None = None) -> dict[str, str]:
    """``headers`` and the CORS headers ``service.cors`` gives the same request."""
    from service.cors import EXPOSED_HEADERS

    out = dict(headers or {})
    origin = request.headers.get("Origin")
    if origin is not None and ("*" in CORS_ORIGINS or origin in CORS_ORIGINS):
        out["Access-Control-Allow-Origin"] = "*" if "*" in CORS_ORIGINS else origin
        out["Access-Control-Expose-Headers"] = EXPOSED_HEADERS
        if "*" not in CORS_ORIGINS:
            out["Vary"] = "Origin"
    return out


# --- who asks --------------------------------------------------------------------------

TRUSTED_PROXIES = [ipaddress.ip_network(n.strip()) for n in
                   os.environ.get("TTG_TRUSTED_PROXIES", "").split(",") if n.strip()]
"""Peers whose X-Forwarded-For is believed (the proxy in front: nginx, an ingress); none by
default, where this server is the front (``make run``)."""


def client_address(request: web.Request) -> str:
    """The client's address: the peer, or the address a trusted proxy forwarded for."""
    peer = request.remote or "unknown"
    forwarded = request.headers.get("X-Forwarded-For")
    if forwarded and TRUSTED_PROXIES:
        try:
            trusted = any(ipaddress.ip_address(peer) in net for net in TRUSTED_PROXIES)
        except ValueError:
            trusted = False
        if trusted:
            return forwarded.split(",")[-1].strip() or peer
    return peer


def bearer(request: web.Request) -> str | None:
    """The token of ``Authorization: Bearer <token>`` (``service.auth.bearer_token``)."""
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise BadCredentials("the Authorization header must be 'Bearer <seat token>'")
    return token.strip()


async def in_pool(request: web.Request, call: Callable[..., T], *args: Any) -> T:
    """``call(*args)`` on the store-reading threads."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(request.app[POOL], call, *args)


# --- event streams -----------------------------------------------------------------------


def last_event_id(request: web.Request) -> int | None:
    header = request.headers.get("Last-Event-ID")
    if header is None or not header.strip():
        return None
    try:
        value = int(header.strip())
    except ValueError:
        value = -1
    return value


async def events(request: web.Request) -> web.StreamResponse:
    """``GET /games/{game_id}/events``: checks in order (the request, the share of the
    address, credentials, the share of the seat), then the stream."""
    game_id = request.match_info["game_id"]
    try:
        query = STREAM_QUERY.load(dict(request.query))
    except ma.ValidationError as error:
        return problem(request, 422, "invalid-body", "the query is not valid",
                       errors={"query": error.messages})
    resume = last_event_id(request)
    if resume is not None and resume < 0:
        return problem(request, 422, "invalid-stream-request",
                       "Last-Event-ID must be a version this stream sent, got "
                       f"{request.headers['Last-Event-ID']!r}")
    shares = request.app[SHARES]
    address = client_address(request)
    if not shares.take_address(address):
        return too_many(request, "address", shares.caps.per_address)
    try:
        try:
            token = bearer(request)
            if token is not None and query.get("ticket") is not None:
                return problem(request, 422, "invalid-stream-request",
                               "send a seat token or a ticket, not both")
            seat, version = await in_pool(request, credentials, request.app[GAMES], game_id,
                                          token, query.get("ticket"))
        except (GameNotFound, BadCredentials, redis.RedisError) as error:
            return store_problem(request, error)
        if resume is None:
            resume = query.get("after")
        if resume is not None and resume > version:
            resume = None  # not a version of this game: start afresh with the current body
        held = None if seat is None else (game_id, seat)
        if held is not None and not shares.take_seat(held):
            return too_many(request, "seat", shares.caps.per_seat)
        try:
            return await stream(request, game_id, seat, resume)
        finally:
            if held is not None:
                shares.give_seat(held)
    finally:
        shares.give_address(address)


def credentials(games: Games, game_id: str, token: str | None,
                ticket: str | None) -> tuple[int | None, int]:
    """The viewer's seat (None: a spectator) and the game's version (on the pool)."""
    game = games.get(game_id)
    if ticket is not None:
        seat = redeem_ticket(games.store, game_id, ticket)
        if seat is None:
            raise BadCredentials("the ticket is unknown, used or expired; get a new one")
        return seat, game.version
    return game.seat_of(token), game.version


async def stream(request: web.Request, game_id: str, seat: int | None,
                 after: int | None) -> web.StreamResponse:
    """The events of one stream; runs while the client stays connected (a client that
    closes cancels this handler at once: ``handler_cancellation``)."""
    hub = request.app[HUB]
    response = web.StreamResponse(headers=cors(request, {
        "Content-Type": "text/event-stream", "Cache-Control": "no-cache",
        "X-Accel-Buffering": "no"}))
    await response.prepare(request)
    transport = request.transport
    if transport is not None:  # the bound on unsent bytes, ours and the kernel's
        transport.set_write_buffer_limits(high=MAX_UNSENT_BYTES)
        sock = transport.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, MAX_UNSENT_BYTES)
    opened = request.app[OPEN]
    opened[0] += 1
    try:
        with hub.watch(game_id) as watch, OPEN_STREAMS.track_inprogress():
            await send(request, response, f"retry: {RETRY_MS}\n: game {game_id}\n\n".encode())
            started = sent = time.monotonic()
            seen = after
            while True:
                try:
                    frames = await watch.frames_after(seen)
                except redis.RedisError as exc:
                    log.warning("stream of game %s: Redis error (%s); retrying", game_id, exc)
                    await send(request, response, b": the game store is unreachable; retrying\n\n")
                    await asyncio.sleep(RECONNECT_DELAY)
                    continue
                except GameNotFound:
                    return response
                for frame in frames:
                    text, over = rendered(frame, seat, with_entry=seen is not None)
                    if seen is None or frame.version > seen:
                        await send(request, response, text)
                        seen, sent = frame.version, time.monotonic()
                    if over:
                        await send(request, response,
                                   sse("end", {"version": frame.version}))
                        await response.write_eof()
                        return response
                now = time.monotonic()
                if now - started > MAX_STREAM_SECONDS or hub.closing:
                    await response.write_eof()  # the client resumes, maybe elsewhere
                    return response
                idle = now - sent
                if idle >= KEEPALIVE_SECONDS:
                    await send(request, response, b": keep-alive\n\n")
                    sent, idle = now, 0.0
                assert seen is not None
                left = MAX_STREAM_SECONDS - (now - started)
                # the hub rechecks the store
                await watch.wait(seen, min(KEEPALIVE_SECONDS - idle, left))
    except ConnectionResetError:
        return response  # the client left between its close and this handler's cancel
    except SlowReader:
        log.info("stream of game %s dropped: the client read too slowly", game_id)
        if transport is not None:
            transport.abort()  # what it had not read is lost; it resumes with Last-Event-ID
        return response
    finally:
        opened[0] -= 1


async def send(request: web.Request, response: web.StreamResponse, data: bytes) -> None:
    """Write ``data``; a client whose unsent bytes stay past the bound is a slow reader.
    A write that stays under the bound cannot wait, so it is not timed (timing every write
    would cost a task per event)."""
    transport = request.transport
    if transport is not None and (
            transport.get_write_buffer_size() + len(data) < MAX_UNSENT_BYTES):
        await response.write(data)
        return
    try:
        await asyncio.wait_for(response.write(data), SLOW_READER_SECONDS)
    except TimeoutError:
        raise SlowReader from None


# --- long polls ----------------------------------------------------------------------------


async def game(request: web.Request) -> web.StreamResponse:
    """``GET /games/{game_id}``: a long poll waits here, then the API answers it as a plain
    read (the same body, ETag and 304 as any read); anything else goes to the API as is."""
    try:
        query = POLL_QUERY.load(dict(request.query))
    except ma.ValidationError:
        return await forward(request)  # the API's own 422
    if query.get("after_version") is None or query["wait"] <= 0:
        return await forward(request)
    shares = request.app[SHARES]
    address = client_address(request)
    if not shares.take_address(address):
        return too_many(request, "address", shares.caps.per_address)
    try:
        game_id = request.match_info["game_id"]
        try:
            seat, version = await in_pool(request, credentials, request.app[GAMES], game_id,
                                          bearer(request), None)
        except (GameNotFound, BadCredentials, redis.RedisError):
            return await forward(request, plain=True)  # the API's own problem
        held = None if seat is None else (game_id, seat)
        if held is not None and not shares.take_seat(held):
            return too_many(request, "seat", shares.caps.per_seat)
        try:
            if version <= query["after_version"]:
                await wait_past(request, game_id, query["after_version"], query["wait"])
        finally:
            if held is not None:
                shares.give_seat(held)
    finally:
        shares.give_address(address)
    return await forward(request, plain=True)


async def wait_past(request: web.Request, game_id: str, after: int, wait: float) -> None:
    """Return once the game's version passes ``after`` or it is over, or after ``wait`` s."""
    hub = request.app[HUB]
    deadline = time.monotonic() + wait
    with hub.watch(game_id) as watch:
        while True:
            try:
                frames = await watch.frames_after(after)
            except GameNotFound:
                return
            if frames and (frames[-1].version > after or frames[-1].game.status in OVER):
                return
            left = deadline - time.monotonic()
            if left <= 0 or hub.closing:
                return
            await watch.wait(after, left)


# --- forwarding to the API ---------------------------------------------------------------


async def forward(request: web.Request, plain: bool = False) -> web.StreamResponse:
    """The API's answer to ``request`` (``plain``: without the long-poll parameters)."""
    session: aiohttp.ClientSession = request.app[UPSTREAM]
    query = [(k, v) for k, v in request.query.items()
             if not plain or k not in ("after_version", "wait")]
    headers = [(k, v) for k, v in request.headers.items() if k.lower() not in HOP_BY_HOP]
    # the client as this server knows it (a trusted proxy's word, else the peer): the API,
    # one hop behind whichever of us forwards, reads the last entry (TTG_PROXY_HOPS=1)
    headers = [(k, v) for k, v in headers if k.lower() != "x-forwarded-for"]
    headers.append(("X-Forwarded-For", client_address(request)))
    headers.append(("X-Forwarded-Proto", request.scheme))
    if request.content_length is not None and request.content_length > MAX_BODY_BYTES:
        return too_large(request)  # at once: a client declaring 1 GB need not send any
    try:
        body = (await asyncio.wait_for(request.read(), BODY_TIMEOUT)
                if request.body_exists else None)
    except TimeoutError:
        # aiohttp drops a body whose chunk framing breaks after the headers without telling
        # the handler reading it: the bound answers that client too
        unread = problem(request, 400, "bad-request", "the request body did not arrive "
                         f"whole within {BODY_TIMEOUT:g} s (or its chunk framing is broken)")
        unread.force_close()
        return unread
    try:
        # raw_path_qs: the path as the client encoded it (a decoded %3F would end it early)
        async with session.request(request.method, request.rel_url.with_query(query).raw_path_qs,
                                   headers=headers, data=body, allow_redirects=False,
                                   auto_decompress=False) as upstream:
            response = web.StreamResponse(status=upstream.status, reason=upstream.reason)
            for name, value in upstream.headers.items():
                if name.lower() not in HOP_BY_HOP:
                    response.headers.add(name, value)
            if upstream.headers.get("Content-Length") is not None:
                response.content_length = int(upstream.headers["Content-Length"])
            await response.prepare(request)
            async for chunk in upstream.content.iter_any():
                await response.write(chunk)
            await response.write_eof()
            return response
    except (aiohttp.ClientError, TimeoutError) as error:
        log.warning("the API did not answer %s %s: %r", request.method, request.path, error)
        return problem(request, 502, None, "the API behind this server did not answer; "
                       "retry shortly", {"Retry-After": "1"})


async def stream_health(request: web.Request) -> web.Response:
    """This stream process's own health (Kubernetes probes it): the store answers."""
    try:
        await in_pool(request, request.app[GAMES].store.client.ping)
    except redis.RedisError:
        return web.json_response({"status": "unavailable"}, status=503)
    return web.json_response({"status": "ok", "streams": request.app[OPEN][0]})


# --- the app -------------------------------------------------------------------------------


def upstream_session(url: str) -> aiohttp.ClientSession:
    """A pooled client for the API at ``url`` (``http://host:port`` or ``unix:/path``)."""
    timeout = aiohttp.ClientTimeout(total=UPSTREAM_TIMEOUT)
    # A connection per request (force_close): the API's gthread workers close idle
    # keep-alive connections when they please, and a POST sent on one they just closed
    # cannot be retried safely (measured: resets under load). Connecting is cheap next to
    # a request: a local socket, or a short hop to the API's Service.
    if url.startswith("unix:"):
        connector: aiohttp.BaseConnector = aiohttp.UnixConnector(
            path=url.removeprefix("unix:"), limit=UPSTREAM_CONNECTIONS, force_close=True)
        base = "http://api"
    else:
        connector = aiohttp.TCPConnector(limit=UPSTREAM_CONNECTIONS, force_close=True)
        base = url
    return aiohttp.ClientSession(base, connector=connector, timeout=timeout,
                                 auto_decompress=False, skip_auto_headers=("User-Agent",))


def create_app(settings: Settings | None = None, upstream: str | None = None,
               caps: Caps | None = None) -> web.Application:
    """The stream app; settings from the environment unless given, the API at ``upstream``
    (else ``TTG_API_UPSTREAM``)."""
    settings = settings or Settings.from_env()
    upstream = upstream or os.environ.get("TTG_API_UPSTREAM", "http://127.0.0.1:8001")
    # a body past the API's limit is refused here, as the API would (forward, problems)
    app = web.Application(middlewares=[problems], client_max_size=MAX_BODY_BYTES + 1)
    app[SHARES] = Shares(caps or Caps.from_env())
    app[OPEN] = [0]

    async def lifetime(app: web.Application) -> AsyncIterator[None]:
        pool = ThreadPoolExecutor(STORE_THREADS, thread_name_prefix="store-read")
        games = Games(GameStore(game_store_client(settings), settings.key_prefix), settings,
                      bot_levels=list(BOT_LEVELS))
        app[POOL] = pool
        app[GAMES] = games
        app[HUB] = Hub(games, asyncio.get_running_loop(), pool)
        app[UPSTREAM] = upstream_session(upstream)
        yield
        app[HUB].close()
        await app[UPSTREAM].close()
        pool.shutdown(wait=False)

    async def stopping(app: web.Application) -> None:
        app[HUB].close()  # streams end and long polls answer before the server waits on them

    app.cleanup_ctx.append(lifetime)
    app.on_shutdown.append(stopping)
    app.router.add_get("/games/{game_id}/events", events)
    app.router.add_get("/games/{game_id}", game)
    app.router.add_get("/health/streams", stream_health)
    app.router.add_route("*", "/{tail:.*}", forward)
    return app


def app_runner(app: web.Application) -> web.AppRunner:
    """The runner with this tier's connection settings (see the module docstring), the
    API's request limits, and aiohttp's own refusals as problem+json
    (``service.streams.refusals``)."""
    return ProblemRunner(app, handler_cancellation=True, keepalive_timeout=HEADER_TIMEOUT,
                         access_log=None, **LIMITS)


async def runner() -> web.AppRunner:
    """For gunicorn's aiohttp worker (``deploy/streams.conf.py``)."""
    return app_runner(create_app())
