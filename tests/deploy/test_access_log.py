"""gunicorn builds no access line the API would drop (service.serving.access_log; the
API's gunicorn runs with it in every test that starts the stack)."""

from __future__ import annotations

from typing import Any

import pytest
from gunicorn.config import Config

from service.serving.access_log import AppWritesTheAccessLog


def logger(**settings: Any) -> AppWritesTheAccessLog:
    config = Config()
    for name, value in settings.items():
        config.set(name, value)
    return AppWritesTheAccessLog(config)


def test_no_access_line_is_built_without_an_accesslog(monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[object] = []
    quiet = logger(logconfig_dict={"version": 1, "disable_existing_loggers": False})
    monkeypatch.setattr(quiet, "atoms", lambda *args: built.append(args) or {})
    quiet.access(None, None, {}, None)
    assert built == []  # gunicorn's own Logger would have built the atoms here

    loud = logger(accesslog="-")
    monkeypatch.setattr(loud, "atoms", lambda *args: built.append(args) or {})
    loud.access(None, None, {}, None)
    assert len(built) == 1
