"""The stream server's own refusals (malformed HTTP, limits, a failed handler) as problem+json.

aiohttp answers a request it cannot parse (a garbage request line, a bare LF, a NUL in the
target, a line over its limits, broken chunk framing, ...) with
:meth:`aiohttp.web.RequestHandler.handle_error`, in text/plain. The product answers bad
input with RFC 9457 problem+json only, in the shape the API's gunicorn gives the same
refusals (:mod:`service.serving.problems`): the same kinds and statuses (400, 414, 431,
500), a relative ``type`` (the request may be too broken to know its host), a reason in
``detail``. So each connection gets a :class:`ProblemHandler`, made by a
:class:`ProblemServer`, which :class:`ProblemRunner` builds for the app.

The limits are the API's (``deploy/gunicorn.conf.py``): a request target or a header up to
16 KiB reaches the app (a long id is the API's 404), more is refused, as are more than 64
headers.
"""

from __future__ import annotations

import asyncio
import http
from typing import Any

from aiohttp import web
from aiohttp.http_exceptions import BadHttpMessage, LineTooLong

from service.problems import PROBLEM_CONTENT_TYPE
from service.public_url import public_url_from_env
from service.serving.problems import problem_json

MAX_TARGET_BYTES = 16 * 1024
"""The longest request target or header value that reaches the app (the API's limit)."""

MAX_LINE_BYTES = MAX_TARGET_BYTES + 64
"""aiohttp's ``max_line_size``: the target (with its method and version, in the pure-Python
parser), as the API's ``limit_request_line``."""

MAX_FIELD_BYTES = MAX_LINE_BYTES - len(": ")
"""aiohttp's ``max_field_size``: a header's value (its C parser bounds the name apart). The
API's ``limit_request_field_size`` counts name, ``": "`` and value, so a value this long
with a long name is the API's own 431. It differs from :data:`MAX_LINE_BYTES`: that is how a
refusal tells a long header from a long target (the limit it names)."""

MAX_HEADERS = 64
"""aiohttp's ``max_headers``, as the API's ``limit_request_fields`` (a browser sends ~20)."""

LIMITS: dict[str, Any] = {"max_line_size": MAX_LINE_BYTES, "max_field_size": MAX_FIELD_BYTES,
                          "max_headers": MAX_HEADERS}
"""The request handler's options that set these limits."""

TOO_MANY_HEADERS = "Too many headers received"
"""aiohttp's message when a request has more than ``max_headers`` (the C and the Python
parser say the same; ``tests/service/test_stream_refusals.py`` fails if it changes)."""

INTERNAL = "the server failed to handle the request; it has been logged"


def refusal(handler: web.RequestHandler, status: int,
            exc: BaseException | None) -> tuple[int, str | None, str]:
    """The status, problem kind (None: ``about:blank``) and reason of an aiohttp refusal."""
    if isinstance(exc, LineTooLong):
        limit = exc.args[1] if len(exc.args) > 1 else None
        if limit == handler.max_line_size:
            return 414, "request-line-too-long", (
                f"the request line is longer than {handler.max_line_size} bytes")
        return 431, "headers-too-large", (
            f"a header's value is longer than {handler.max_field_size} bytes")
    if isinstance(exc, BadHttpMessage) and exc.message == TOO_MANY_HEADERS:
        return 431, "headers-too-large", f"the request has more than {handler.max_headers} headers"
    if status == 400:
        reason = exc.message if isinstance(exc, BadHttpMessage) else str(exc or "")
        return 400, "bad-request", f"the server could not read the request: {reason}"[:300]
    if status >= 500 and status != 504:
        return 500, "internal-error", INTERNAL
    return status, None, http.HTTPStatus(status).description.lower() or INTERNAL


class ProblemHandler(web.RequestHandler):
    """aiohttp's connection handler, answering its own refusals as problem+json."""

    public_url = public_url_from_env()
    """Where problem ``type``s start (``TTG_PUBLIC_URL``), as the API's own refusals."""

    def handle_error(self, request: web.BaseRequest, status: int = 500,
                     exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        # aiohttp's own: logs the error, and raises if part of a response was sent already
        super().handle_error(request, status, exc, message)
        status, kind, detail = refusal(self, status, exc)
        body = problem_json(status, kind, detail, self.public_url)
        response = web.Response(status=status, body=body, content_type=PROBLEM_CONTENT_TYPE)
        response.force_close()
        return response


class ProblemServer(web.Server):
    """aiohttp's low-level server, with a :class:`ProblemHandler` per connection."""

    def __init__(self, handler: Any, *, request_factory: Any, handler_cancellation: bool,
                 loop: asyncio.AbstractEventLoop, **handler_options: Any) -> None:
        super().__init__(handler, request_factory=request_factory,
                         handler_cancellation=handler_cancellation, loop=loop,
                         **handler_options)
        self.handler_loop = loop
        self.handler_options = handler_options

    def __call__(self) -> ProblemHandler:
        return ProblemHandler(self, loop=self.handler_loop, **self.handler_options)


class ProblemRunner(web.AppRunner):
    """``web.AppRunner`` serving the app through a :class:`ProblemServer`.

    ``options`` are the server's and its handlers' (``handler_cancellation``,
    ``keepalive_timeout``, ``access_log``, the limits). An AppRunner, not a
    ``web.ServerRunner``: gunicorn's aiohttp worker takes only that (or an Application) from
    the factory, and it starts and cleans up the app around the server.
    """

    def __init__(self, app: web.Application, **options: Any) -> None:
        super().__init__(app, **options)
        self.options = options

    async def _make_server(self) -> web.Server:
        # The one private name used: AppRunner has no public way to choose its Server's
        # class, and this is the hook BaseRunner.setup calls to build it (AppRunner and
        # ServerRunner both implement it). The app's request handler and factory are taken
        # from the server AppRunner builds (public attributes of web.Server).
        # tests/service/test_stream_refusals.py fails if aiohttp stops calling it.
        built = await super()._make_server()
        options = {key: value for key, value in self.options.items()
                   if key != "handler_cancellation"}
        return ProblemServer(built.request_handler, request_factory=built.request_factory,
                             handler_cancellation=built.handler_cancellation,
                             loop=asyncio.get_running_loop(), **options)
