"""The Flask class the service runs on: Flask, with its async check remembered and no
cookie sessions."""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

from flask import Flask, Request
from flask.sessions import NullSession, SessionInterface


class NoSessions(SessionInterface):
    """No cookie sessions: the API's credentials are bearer tokens, and no view keeps a
    session. Flask's default looks for a signing key and makes an empty session on every
    request (six calls) to find there is none; this hands every request the same null
    session, which refuses writes as Flask's own does."""

    NULL = NullSession()

    def open_session(self, app: Flask, request: Request) -> NullSession:
        return self.NULL

    def save_session(self, app: Flask, session: Any, response: Any) -> None:
        """Never called for a null session (Flask checks ``is_null_session`` first)."""


class App(Flask):
    """Flask, remembering which plain functions are synchronous.

    flask-smorest calls ``ensure_sync`` in each decorator layer of a view (one per
    documented response: about ten on ``POST /games/{id}/actions``) on every request, and
    each call asks ``inspect`` whether the function is a coroutine. A module-level function
    never changes its kind, so the answer is kept (``ensure_sync`` is Flask's documented
    place to change how views are run). A bound method (a MethodView's ``get``, made anew
    per request) has its function's kind, so it is answered from its function.
    """

    session_interface = NoSessions()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sync_functions: set[Callable[..., Any]] = set()

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        plain = func.__func__ if type(func) is types.MethodType else func
        if plain in self.sync_functions:
            return func
        ensured = super().ensure_sync(func)
        if ensured is func and type(plain) is types.FunctionType:
            self.sync_functions.add(plain)
        return ensured
