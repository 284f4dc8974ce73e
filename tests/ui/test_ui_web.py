"""The app's web server (kb/ui/web.py): the page shell it sends, in French, with the first
page's scripts preloaded, and the addresses it leaves to Streamlit."""

from __future__ import annotations

import asyncio
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import streamlit as st

from kb.ui import web

JS = Path(st.__file__).parent / "static" / "static" / "js"


def test_shell_speaks_french() -> None:
    html = web.page_shell()
    assert re.search(r"<html lang=\"fr\">", html)
    assert "<title>Règlements de poker</title>" in html
    noscript = html[html.index("<noscript>"):html.index("</noscript>")]
    assert "JavaScript" in noscript and "enable" not in noscript
    assert 'lang="en"' not in html


def test_first_page_scripts_are_preloaded_with_what_they_import() -> None:
    scripts = web.preloaded_scripts()
    assert any(name.startswith("TextInput.") for name in scripts)
    assert any(name.startswith("Selectbox.") for name in scripts)
    for name in scripts:  # every script it imports is listed too (or linked by Streamlit's page)
        imported = re.findall(r'(?:from|import)\s*"\./([\w.-]+\.js)"', (JS / name).read_text(encoding="utf-8"))
        assert set(imported) <= set(scripts), name
    html = web.page_shell()
    linked = re.findall(r'<link rel="modulepreload" crossorigin href="\./static/js/([\w.-]+\.js)">', html)
    assert len(linked) == len(set(linked))  # none twice (Streamlit's own links are kept once)
    assert set(scripts) <= set(re.findall(r'(?:href|src)="\./static/js/([\w.-]+\.js)"', html))
    assert all((JS / name).is_file() for name in linked)


def _get(path: str, method: str = "GET") -> tuple[int | None, bytes, bool]:
    """Status and body of ``path`` through the middleware, and whether Streamlit got it."""
    passed: list[str] = []
    sent: list[dict] = []

    async def streamlit(scope, receive, send) -> None:  # type: ignore[no-untyped-def]
        passed.append(scope["path"])

    async def receive() -> dict:
        return {"type": "http.request"}

    async def send(message) -> None:  # type: ignore[no-untyped-def]
        sent.append(message)

    scope = {"type": "http", "method": method, "path": path, "headers": []}
    # in a thread of its own: a browser test of the same session may have left an event
    # loop running in this one (Playwright's sync API), where asyncio.run refuses to run
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, web.PageShell(streamlit)(scope, receive, send)).result()
    status = sent[0]["status"] if sent else None
    body = b"".join(m.get("body", b"") for m in sent[1:])
    return status, body, bool(passed)


def test_pages_get_the_shell_and_the_rest_goes_to_streamlit() -> None:
    for path in ("/", "/recherche", "/article", "/nimporte", "/reglement-maison/"):
        status, body, passed = _get(path)
        assert (status, passed) == (200, False), path
        assert b'<html lang="fr">' in body
    assert _get("/", "HEAD")[:2] == (200, b"")
    for path in ("/favicon.png", "/_stcore/health", "/_stcore/host-config", "/static/js/x.js",
                 "/manifest.json", "/media/abc.png", "/a/b"):
        assert _get(path)[2], path
    assert _get("/", "POST")[2]
