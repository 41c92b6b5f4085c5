"""/play: the reference web client, static files only (no API operation, so not in the spec).

The page talks to the API through the published TypeScript client package alone (bundled
into static/client.js by web/play, checked current by a test); everything it loads is
served from here, so it works with no internet.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, send_from_directory

STATIC_DIR = Path(__file__).with_name("static")

blp = Blueprint("play", __name__, static_folder=str(STATIC_DIR), static_url_path="/play/static")


@blp.get("/play")
@blp.get("/play/")
def index() -> Response:
    """The single page; the fragment (#game=..., #join=...) says what it shows."""
    return send_from_directory(STATIC_DIR, "index.html")
