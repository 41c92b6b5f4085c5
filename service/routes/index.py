"""``GET /``: where to start. A browser goes to /play; a client gets links to the rest.

A person who types the server's address into a browser wants the games, not JSON; a client
that asks for JSON (or for anything) gets a small index naming /play, /docs, the spec and
/game-types, so nothing has to be guessed.
"""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from flask import Response, current_app
from flask.views import MethodView
from werkzeug.datastructures import MIMEAccept
from werkzeug.http import parse_accept_header

from service.blueprint import Blueprint
from service.public_url import public_uri
from service.schemas import IndexSchema

blp = Blueprint("index", __name__, description="Where to start")

PLAY_PATH = "/play"
INDEX_LINKS = {"play": PLAY_PATH, "docs": "/docs", "openapi": "/openapi.json",
               "game_types": "/game-types"}
OFFERED = ["application/json", "text/html"]
"""What ``GET /`` answers in, JSON first: an Accept of ``*/*`` (curl, most clients) gets it."""


class IndexHeadersSchema(ma.Schema):
    """The request header ``GET /`` reads (the other headers are not this schema's)."""

    class Meta:
        unknown = ma.EXCLUDE

    accept = ma.fields.String(
        data_key="Accept",
        metadata={"description": "a browser's (text/html preferred to JSON) is sent to /play"},
    )


def wants_html(accept: str | None) -> bool:
    """The client prefers HTML to JSON, as browsers say in their Accept header."""
    return parse_accept_header(accept, MIMEAccept).best_match(OFFERED) == "text/html"


@blp.route("/")
class Index(MethodView):
    @blp.doc(operationId="getIndex")
    @blp.arguments(IndexHeadersSchema(), location="headers", as_kwargs=True)
    @blp.response(200, IndexSchema, headers={"Vary": {
        "description": "Accept: a browser is sent to /play instead",
        "schema": {"type": "string"}}})
    @blp.alt_response(303, description="the client prefers text/html (a browser): go to "
                      "/play, the web client", headers={"Location": {
                          "description": "/play", "schema": {"type": "string"}}})
    def get(self, accept: str | None = None) -> Any:
        """Where to start: links to the web client, the docs, the spec and the games.

        A browser (its Accept header prefers text/html) is sent to /play with a 303.
        """
        if wants_html(accept):
            # no body: the browser follows Location at once
            return Response(status=303, headers={"Location": public_uri(PLAY_PATH),
                                                 "Vary": "Accept"})
        body = {"title": current_app.config["API_TITLE"],
                "version": current_app.config["API_VERSION"],
                "links": {name: public_uri(path) for name, path in INDEX_LINKS.items()}}
        return body, 200, {"Vary": "Accept"}
