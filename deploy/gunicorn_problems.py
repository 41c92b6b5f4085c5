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
    403: "forbidden",
    414: "request-line-too-long",
    417: "expectation-failed",
    431: "headers-too-large",
    500: "internal-error",
    501: "not-implemented",
}
"""The ``type`` of each status gunicorn may answer with itself."""


def problem_bytes(status: int, reason: str, detail: str) -> bytes:
    """A whole HTTP/1.1 response carrying the problem, closing the connection."""
    try:
        title = http.HTTPStatus(status).phrase
    except ValueError:
        title = reason
    body = json.dumps({
        "type": f"/problems/{PROBLEM_KINDS.get(status, 'bad-request')}",
        "title": title,
        "status": status,
        "detail": f"the server could not read the request: {detail}" if detail
        else "the server failed to handle the request; it has been logged",
    }).encode()
    head = (f"HTTP/1.1 {status} {title}\r\nConnection: close\r\n"
            f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n\r\n")
    return head.encode("latin-1") + body


def write_problem(sock: socket.socket, status_int: int, reason: str, mesg: str) -> None:
    util.write_nonblock(sock, problem_bytes(status_int, reason, mesg[:300]))


def install() -> None:
    util.write_error = write_problem
