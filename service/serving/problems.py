"""Gunicorn's own error answers as RFC 9457 problem+json instead of its HTML page.

Gunicorn refuses some requests before the app sees them: a malformed request line or
header, a request line or header over the limits, a bad chunk size. It writes those with
``gunicorn.util.write_error``, which every worker class calls through the module, so
replacing that one function (in the master, before workers fork) covers them all. What
this cannot cover: a connection gunicorn drops without answering (a client that never
finishes its headers before the timeout), and the TLS handshake.
"""

from __future__ import annotations

import http
import json
import socket

from gunicorn import util

PROBLEM_KINDS = {
    400: "bad-request",
    414: "request-line-too-long",
    431: "headers-too-large",
    500: "internal-error",
}
"""The kind of each status gunicorn answers with itself (``service.problems`` describes
them); ``about:blank`` for the rest (403 from a proxy line, 417, 501)."""


def problem_json(status: int, kind: str | None, detail: str, public_url: str = "",
                 title: str | None = None) -> bytes:
    """The problem document a server writes itself (gunicorn here, aiohttp in
    ``service.streams.refusals``): ``about:blank`` without a kind, else a ``type`` that
    starts at ``public_url`` as the app's do (``service.public_url``)."""
    return json.dumps({
        "type": f"{public_url}/problems/{kind}" if kind is not None else "about:blank",
        "title": title or http.HTTPStatus(status).phrase,
        "status": status,
        "detail": detail,
    }).encode()


def problem_bytes(status: int, reason: str, detail: str, public_url: str = "") -> bytes:
    """A whole HTTP/1.1 response carrying the problem, closing the connection."""
    try:
        title = http.HTTPStatus(status).phrase
    except ValueError:
        title = reason
    body = problem_json(
        status, PROBLEM_KINDS.get(status),
        f"the server could not read the request: {detail}" if detail
        else "the server failed to handle the request; it has been logged",
        public_url, title)
    head = (f"HTTP/1.1 {status} {title}\r\nConnection: close\r\n"
            f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n\r\n")
    return head.encode("latin-1") + body


def install(public_url: str) -> None:
    """Answer gunicorn's own errors as problems whose types start at ``public_url``."""

    def write_problem(sock: socket.socket, status_int: int, reason: str, mesg: str) -> None:
        util.write_nonblock(sock, problem_bytes(status_int, reason, mesg[:300], public_url))

    util.write_error = write_problem
