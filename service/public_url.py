"""The server's public base URL: where every URI the server writes starts.

Problem ``type`` URIs and ``Location`` come from ``TTG_PUBLIC_URL`` (say
``https://games.example.com``), never from the request's ``Host`` header: any client sets
that header, and a URI built from it would carry whatever host (or garbage, such as
``http:/problems/...`` for an odd one) the client chose into caches, logs and other
clients' hands. Unset, the server writes relative references (``/problems/invalid-body``,
``/games/<id>``), which a client resolves against the URL it called: right behind any proxy
and for any name the server is reached by, with nothing to configure.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from urllib.parse import urlsplit

from flask import current_app

PUBLIC_URL_VARIABLE = "TTG_PUBLIC_URL"
"""The environment variable naming the public base URL."""

DEFAULT_PUBLIC_URL = ""
"""Relative references: right for any host a client reached, and nothing to configure."""

CONFIG_KEY = "PUBLIC_URL"
"""Where the app keeps the checked base (``create_app({"PUBLIC_URL": ...})`` sets it)."""


def parse_public_url(value: str) -> str:
    """``value`` as a base URL without a trailing slash ("" stays ""): ``http`` or ``https``,
    a host, an optional port and path, and nothing else (no user, query or fragment)."""
    if value == "":
        return ""
    parts = urlsplit(value)
    problem = None
    if parts.scheme not in ("http", "https"):
        problem = "its scheme must be http or https"
    elif not parts.hostname:
        problem = "it names no host"
    elif "@" in parts.netloc:
        problem = "it must not carry a user or password"
    elif parts.query or parts.fragment or value.endswith(("?", "#")):
        problem = "it must not have a query or a fragment"
    elif any(c.isspace() or c in "\\\"<>{}|^`" for c in value):
        problem = "it holds characters a URL may not"
    else:
        try:
            parts.port  # noqa: B018 (urlsplit checks the port when it is read)
        except ValueError:
            problem = "its port is not a number from 0 to 65535"
    if problem:
        raise ValueError(f"{PUBLIC_URL_VARIABLE} {value!r} is not a base URL: {problem}")
    return f"{parts.scheme}://{parts.netloc}{parts.path.rstrip('/')}"


def public_url_from_env(env: Mapping[str, str] = os.environ) -> str:
    """The checked base URL the environment gives (``DEFAULT_PUBLIC_URL`` when unset)."""
    return parse_public_url(env.get(PUBLIC_URL_VARIABLE) or DEFAULT_PUBLIC_URL)


def public_uri(path: str) -> str:
    """The URI of ``path`` (which starts with ``/``) as the current app publishes it."""
    base: str = current_app.config[CONFIG_KEY]
    return base + path
