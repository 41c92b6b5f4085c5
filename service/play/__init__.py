"""/play: the reference web client, static files only (no API operation, so not in the spec).

The page is web/play's TypeScript (over the published TypeScript client package), bundled
into static/app.js by esbuild (checked current by a test); everything it loads is served
from here, so it works with no internet.
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


@blp.get("/favicon.ico")
def favicon() -> Response:
    """The site's icon (browsers ask for it at the root); /play badges it on your turn."""
    return send_from_directory(STATIC_DIR, "favicon.ico", mimetype="image/vnd.microsoft.icon")
