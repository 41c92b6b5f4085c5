"""Swagger UI 5 served from the flask-swagger-ui wheel, so /docs works with no internet.

Swagger UI renders OpenAPI 3.1 from version 5 on (the spec is 3.1). flask-swagger-ui ships
the upstream ``dist`` files inside its wheel and tracks Swagger UI releases; we use only
those files, through flask-smorest's own /docs page, never the package's blueprint.
"""

from __future__ import annotations

from pathlib import Path

import flask_swagger_ui
from flask import Blueprint

DOCS_ASSETS_URL = "/docs/assets/"
SWAGGER_UI_DIST = Path(flask_swagger_ui.__file__).resolve().parent / "dist"

assets = Blueprint(
    "docs_assets",
    __name__,
    static_folder=str(SWAGGER_UI_DIST),
    static_url_path="/docs/assets",
)

GUIDES = {
    "docs/api.md": "the API guide: the lobby, seats, clocks, live updates, replays, errors",
    "docs/writing-a-bot.md": "writing a bot with the generated Python and TypeScript clients",
    "docs/play.md": "the /play web client, a reference front end on this contract",
    "docs/bots.md": "the server's bot levels: what each does, how strong, how it stays fair",
    "docs/operating.md": "operating it: configuration, scaling, metrics, health, backups",
    "docs/adding-a-game.md": "adding a game: the engine contract, its tests, perft",
    "docs/benchmarks.md": "the benchmarks, each figure with its command and date",
}
"""The guides beside the code (paths in the source tree), named in the spec's description."""


def guides_description() -> str:
    """The spec's paragraph pointing readers from /docs to the guides."""
    items = "\n".join(f"- `{path}`: {what}" for path, what in GUIDES.items())
    return (
        "Start at GET / (links to /play, this page, the spec and the games). Guides live "
        "in the source tree beside the code (README.md, then docs/):\n\n" + items
    )
