"""Adding a rulebook in the browser: upload it on « Ajouter un règlement », add it, and find
one of its articles from the search page (issue 12, item 6).

The app runs on its own server with an empty user library in a temporary folder (never
the developer's, nor the test session's: the other browser tests' results stay the five
books).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from kb.corpus import DEFAULT_CORPUS
from kb.knowledge import KnowledgeBase
from kb.ui.server import start_app, stop_app, wait_healthy

pytestmark = pytest.mark.e2e

BUILD_TIMEOUT = 300_000  # ms: the rebuild with the new book (spaCy, topics, index)

CLUB = """# Règlement du club des Tarentules

Préambule du club.

## Article 1 : Objet

Le présent règlement s'applique aux tournois du club des Tarentules.

## Article 2 : Inscriptions

Les inscriptions ferment au niveau 4.

## Article 3 : Le xylophone

Un joueur qui frappe le xylophone pendant une main reçoit une pénalité d'un tour.
"""


@pytest.fixture(scope="module")
def addbook_app(browser, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:  # type: ignore[no-untyped-def]
    """The app served with an empty user library of its own: (URL, library folder); skipped
    with the browser when Chromium is missing."""
    library = tmp_path_factory.mktemp("bibliotheque")
    cache = Path(os.environ["KB_CACHE_DIR"])
    KnowledgeBase(DEFAULT_CORPUS, cache, library=library).build()  # an empty library: the shared build
    log = tmp_path_factory.mktemp("streamlit-addbook") / "server.log"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("KB_LIBRARY", str(library))
        proc, url = start_app(cache, log=log)
    try:
        wait_healthy(url, proc)
        yield url, library
    finally:
        stop_app(proc)


def test_upload_add_and_find_its_article(browser, addbook_app, shots) -> None:  # type: ignore[no-untyped-def]
    url, library = addbook_app
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, locale="fr-FR")
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(url + "/ajouter")
        page.get_by_role("heading", name="Ajouter un règlement").wait_for(timeout=BUILD_TIMEOUT)
        page.locator('input[type="file"]').set_input_files(
            files=[{"name": "tarentules.md", "mimeType": "text/markdown", "buffer": CLUB.encode()}]
        )
        page.get_by_text("Indiquez le titre du règlement").wait_for()
        title = page.get_by_label("Titre", exact=True)  # not the heading anchor « Lien vers ce titre »
        title.fill("Club des Tarentules")
        title.press("Enter")
        page.get_by_text("Articles trouvés : 3").wait_for()
        add = page.get_by_role("button", name=re.compile(r"Ajouter$"))
        add.wait_for()
        page.screenshot(path=str(shots / "addbook-01-preview.png"))
        add.click()
        page.get_by_text("ajouté à la bibliothèque").wait_for(timeout=BUILD_TIMEOUT)
        page.get_by_text("Base de connaissances prête").wait_for()  # the rebuild was shown, with its progress
        page.screenshot(path=str(shots / "addbook-02-added.png"))
        assert [f.name for f in library.iterdir()] == ["tarentules@non-datee"]

        page.goto(url + "/")
        box = page.get_by_role("textbox", name="Votre question")
        box.wait_for(timeout=BUILD_TIMEOUT)
        box.fill("xylophone")
        box.press("Enter")
        page.get_by_text("Le xylophone").first.wait_for()
        page.locator(".kb-snippet mark").first.wait_for()
        page.screenshot(path=str(shots / "addbook-03-found.png"))
        page.get_by_role("link", name="Lire l'article").first.click()
        page.wait_for_function("() => decodeURIComponent(location.search).includes('article=tarentules:3')")
    finally:
        context.close()
