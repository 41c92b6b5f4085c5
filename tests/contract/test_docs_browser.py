"""/docs in a real browser (Debian's chromium, driven by Playwright) against gunicorn as
`make run` serves it: Swagger UI renders the OpenAPI 3.1 spec and shows every operation,
with every file it loads coming from this server (no CDN, no internet)."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.contract.conftest import load_spec

RENDER_TIMEOUT_MS = 60_000
"""How long Swagger UI may take to fetch and render the spec on a loaded 2-core machine."""


def operation_ids() -> set[str]:
    return {op["operationId"] for item in load_spec()["paths"].values()
            for op in item.values() if isinstance(op, dict) and "operationId" in op}


def test_docs_render_every_operation_offline(page: Page, live_server: str) -> None:
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(f"{live_server}/docs")
    expected = operation_ids()
    page.wait_for_function(
        "n => document.querySelectorAll('.opblock-summary-operation-id').length >= n",
        arg=len(expected), timeout=RENDER_TIMEOUT_MS,
    )
    shown = set(page.locator(".opblock-summary-operation-id").all_inner_texts())
    assert {text.strip() for text in shown} == expected
    assert "Unable to render this definition" not in page.content()
    assert page.locator(".errors-wrapper").count() == 0, "Swagger UI reports spec errors"
    outside = [url for url in requested if not url.startswith((live_server, "data:"))]
    assert not outside, f"/docs fetched from elsewhere: {outside}"
