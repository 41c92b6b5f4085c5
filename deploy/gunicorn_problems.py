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
them); ``about:blank`` for the rest (403 from a proxy line, 417, 501). The ``type`` is a
relative reference: gunicorn does not know the host the client used."""


def problem_bytes(status: int, reason: str, detail: str) -> bytes:
    """A whole HTTP/1.1 response carrying the problem, closing the connection."""
    try:
        title = http.HTTPStatus(status).phrase
    except ValueError:
        title = reason
    body = json.dumps({
        "type": f"/problems/{PROBLEM_KINDS[status]}" if status in PROBLEM_KINDS
        else "about:blank",
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
