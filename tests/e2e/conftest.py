"""Real-browser fixtures: the app served by `streamlit run` on a free local port, and a
headless Debian Chromium driven by Playwright's Python API (never `playwright install`).

The server uses the test session's cache folder (``KB_CACHE_DIR``, a temporary folder set
by tests/conftest.py), built in-process first so that the server starts warm. Screenshots
of every step go to ``tests/e2e/screenshots/`` (git-ignored).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from kb.corpus import DEFAULT_CORPUS
from kb.knowledge import KnowledgeBase
from kb.ui.server import chromium_available, served

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"


@pytest.fixture(scope="session")
def app_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    reason = chromium_available()
    if reason:
        pytest.skip(reason)
    KnowledgeBase(DEFAULT_CORPUS, Path(os.environ["KB_CACHE_DIR"])).build()  # shared with the other tests
    log = tmp_path_factory.mktemp("streamlit") / "server.log"
    with served(os.environ["KB_CACHE_DIR"], log=log) as (_, url):
        yield url


@pytest.fixture(scope="session")
def warm_app(browser, app_url) -> str:  # type: ignore[no-untyped-def]
    """The app once opened in the browser (its first run loads the knowledge base, and
    rebuilds the cache if the sources changed since the fixture built it)."""
    context = browser.new_context()
    pg = context.new_page()
    pg.goto(app_url + "/")
    pg.get_by_role("textbox", name="Votre question").wait_for(timeout=300_000)
    context.close()
    return str(app_url)


@pytest.fixture()
def page(browser, warm_app):  # type: ignore[no-untyped-def]
    """A fresh browser page (phone-sized viewport: the app must be readable on a phone)."""
    context = browser.new_context(viewport={"width": 412, "height": 915}, accept_downloads=True, locale="fr-FR")
    pg = context.new_page()
    pg.set_default_timeout(60_000)
    try:
        yield pg
    finally:
        context.close()


@pytest.fixture(scope="session")
def shots() -> Path:
    if SCREENSHOTS.exists():
        shutil.rmtree(SCREENSHOTS)
    SCREENSHOTS.mkdir(parents=True)
    return SCREENSHOTS
