"""``python -m service.openapi_export PATH``: write the OpenAPI spec the app generates.

The committed ``openapi/openapi.json`` must equal this output (a test checks), so clients
generated from the file match the running code. ``make openapi`` runs it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from service import create_app
from store.settings import Settings


def generate() -> dict[str, Any]:
    """The spec as a dict; building the app needs no Redis connection."""
    app = create_app({"SETTINGS": Settings()})
    with app.app_context():
        spec: dict[str, Any] = app.extensions["openapi"].spec.to_dict()
    return spec


def render(spec: dict[str, Any]) -> str:
    return json.dumps(spec, indent=2, sort_keys=True) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m service.openapi_export PATH", file=sys.stderr)
        return 2
    Path(argv[0]).write_text(render(generate()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
