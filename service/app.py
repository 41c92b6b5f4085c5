"""The Flask class the service runs on: Flask, with its async check remembered."""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

from flask import Flask


class App(Flask):
    """Flask, remembering which plain functions are synchronous.

    flask-smorest calls ``ensure_sync`` in each decorator layer of a view (one per
    documented response: about ten on ``POST /games/{id}/actions``) on every request, and
    each call asks ``inspect`` whether the function is a coroutine. A module-level function
    never changes its kind, so the answer is kept (``ensure_sync`` is Flask's documented
    place to change how views are run). A bound method (a MethodView's ``get``, made anew
    per request) has its function's kind, so it is answered from its function.
    """

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
