"""Swagger UI served from the swagger-ui-bundle wheel, so /docs works with no internet."""

from __future__ import annotations

from flask import Blueprint
from swagger_ui_bundle import swagger_ui_path

DOCS_ASSETS_URL = "/docs/assets/"

assets = Blueprint(
    "docs_assets",
    __name__,
    static_folder=str(swagger_ui_path),
    static_url_path="/docs/assets",
)
