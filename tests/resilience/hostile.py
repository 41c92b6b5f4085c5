"""Raw HTTP for hostile-input tests: requests a well-behaved client library would never send."""

from __future__ import annotations

import json
import socket
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

READ_TIMEOUT = 10.0
"""Seconds to wait for an answer (a bound for a hung server, not a target)."""


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


def send(base: str, data: bytes) -> Answer:
    """Send ``data`` as it is on a fresh connection and read the answer until it closes."""
    parts = urlsplit(base)
    with socket.create_connection((parts.hostname, parts.port), timeout=READ_TIMEOUT) as sock:
        sock.sendall(data)
        received = b""
        while True:
            try:
                chunk = sock.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            received += chunk
            head, sep, rest = received.partition(b"\r\n\r\n")
            if sep:
                length = _content_length(head)
                if length is not None and len(rest) >= length:
                    break
    head, _, body = received.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return Answer(status, headers, body)


def _content_length(head: bytes) -> int | None:
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return int(value.strip())
    return None


def request(
    method: str, target: str, body: bytes = b"", headers: dict[str, str] | None = None,
    chunked: bool = False,
) -> bytes:
    """Bytes of an HTTP/1.1 request; ``chunked`` frames the body in 4 KiB chunks."""
    lines = [f"{method} {target} HTTP/1.1", "Host: localhost", "Connection: close"]
    lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
    if chunked:
        lines.append("Transfer-Encoding: chunked")
        step = 4096
        payload = b"".join(
            b"%x\r\n%s\r\n" % (len(body[i:i + step]), body[i:i + step])
            for i in range(0, len(body), step)
        ) + b"0\r\n\r\n"
    else:
        declared = any(name.lower() == "content-length" for name in headers or {})
        if (body or method == "POST") and not declared:
            lines.append(f"Content-Length: {len(body)}")
        payload = body
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + payload
