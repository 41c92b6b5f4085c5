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
