"""The README stays an entry point, and every page of docs/ is reachable from it and /docs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.docs.snippets import (
    DOCS,
    README,
    README_MAX_LINES,
    ROOT,
    RUN,
    SHOWN,
    all_snippets,
    anchors,
    linked_pages,
    links,
    pages,
)


def test_the_readme_is_short() -> None:
    lines = len(README.read_text().splitlines())
    assert lines <= README_MAX_LINES, f"README.md has {lines} lines (at most {README_MAX_LINES})"


def test_every_docs_page_is_linked_from_the_readme() -> None:
    missing = set(DOCS.glob("*.md")) - linked_pages(README)
    assert not missing, f"not linked from README.md: {sorted(str(p) for p in missing)}"


def test_every_docs_page_is_named_in_the_api_description() -> None:
    from tests.contract.conftest import load_spec  # the committed spec, equal to the served

    description = load_spec()["info"]["description"]
    for page in DOCS.glob("*.md"):
        assert f"docs/{page.name}" in description, f"/docs does not point to {page.name}"


@pytest.mark.parametrize("page", pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_local_links_lead_to_files_and_headings(page: Path) -> None:
    broken = [str(t) for t in linked_pages(page) if not t.exists()]
    assert not broken, f"{page.name} links to missing files: {broken}"
    for target, anchor in links(page):
        if anchor and target.suffix == ".md":
            assert anchor in anchors(target), f"{page.name}: no heading #{anchor} in {target}"


def test_every_code_block_says_what_it_is() -> None:
    """A block runs, or its info string says why not: no block is skipped silently."""
    for snippet in all_snippets():
        assert snippet.language in RUN or snippet.language in SHOWN, (
            f"{snippet.name}: info string {snippet.info!r} names no known language"
        )


def test_the_pages_have_snippets_that_run() -> None:
    """The snippet test below runs something: a page rewrite cannot mark everything norun."""
    running = [s for s in all_snippets() if s.runs]
    assert any(s.path == README for s in running)
    assert len(running) >= 5


SETTING = re.compile(
    r"""["']TTG_[A-Z_]+["']|(?:environ\.get|environ\.setdefault|getenv|env\.get)\(["'][A-Z_]+["']""")
WSGI_KEYS = {"SERVER_PROTOCOL", "CONTENT_TYPE", "HTTP_AUTHORIZATION", "HTTP_ORIGIN"}
"""Names read from a request's WSGI environ, not from the process's environment."""


def test_every_setting_the_code_reads_is_in_the_configuration_table() -> None:
    read: set[str] = set()
    for folder in ("service", "store", "worker", "deploy"):
        for source in (ROOT / folder).rglob("*.py"):
            for found in SETTING.findall(source.read_text()):
                read.add(re.search(r"[A-Z][A-Z_]+[A-Z]", found)[0])  # type: ignore[index]
    table = (DOCS / "operating.md").read_text().split("## Configuration", 1)[1].split("\n## ")[0]
    missing = sorted(name for name in read - WSGI_KEYS if f"`{name}`" not in table)
    assert not missing, f"docs/operating.md's configuration table lacks {missing}"
