"""How long a request line and its headers may be before gunicorn refuses them.

Request lines and each header up to 16 KiB reach the app (a long id is the app's 404, not
gunicorn's refusal); longer ones are refused by gunicorn, as problem+json
(:mod:`service.serving.problems`). Gunicorn caps ``limit_request_line`` at 8190 and
offers 0 (unlimited) above that; :func:`lift_request_line_cap` lifts the cap to our limit
instead of removing the limit.
"""

from __future__ import annotations

MAX_TARGET_BYTES = 16 * 1024
"""The longest request target or header value the app accepts."""

REQUEST_LINE_SLACK = 64
"""Room for the method, the spaces and the HTTP version around a 16 KiB target."""

REQUEST_LINE_LIMIT = MAX_TARGET_BYTES + REQUEST_LINE_SLACK
"""gunicorn's ``limit_request_line`` and ``limit_request_field_size`` (name, colon, value)."""

MAX_HEADER_FIELDS = 64
"""A browser sends about 20 headers; more is someone probing."""


def lift_request_line_cap() -> None:
    """Let ``limit_request_line`` reach :data:`REQUEST_LINE_LIMIT` (gunicorn's module-level
    cap is the one place it is set; called in the master, before workers fork)."""
    import gunicorn.http.message

    # gunicorn has no setting for this cap, and its stubs mark the constant Final: lifting
    # it is the deliberate exception (16 KiB targets are the app's 404, not gunicorn's 400)
    gunicorn.http.message.MAX_REQUEST_LINE = REQUEST_LINE_LIMIT  # type: ignore[misc]
