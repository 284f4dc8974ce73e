"""A cold start in a real browser: the server builds the knowledge base from an empty
cache, serves the search on its provisional knowledge base as soon as it is written, then
shows the whole one — what was typed meanwhile kept."""

from __future__ import annotations

import pytest

from kb.ui.server import served

pytestmark = pytest.mark.e2e


def test_the_search_is_live_before_the_build_ends(browser, tmp_path, shots) -> None:  # type: ignore[no-untyped-def]
    with served(tmp_path / "cache", log=tmp_path / "server.log") as (_, url):  # an empty cache
        context = browser.new_context(viewport={"width": 412, "height": 915}, locale="fr-FR")
        try:
            page = context.new_page()
            page.set_default_timeout(180_000)
            page.goto(url + "/?q=bouton+mort")
            note = page.get_by_text("Base provisoire").first
            note.wait_for()
            page.locator(".kb-snippet").first.wait_for()  # results from the provisional base
            page.screenshot(path=str(shots / "cold-provisional-search.png"))
            box = page.get_by_role("textbox", name="Votre question")
            box.fill("bouton mort joueur")
            box.press("Enter")
            note.wait_for(state="detached")  # the whole base: the page ran again by itself
            page.locator(".kb-snippet").first.wait_for()
            assert box.input_value() == "bouton mort joueur"
            assert "q=bouton+mort+joueur" in page.url or "q=bouton%20mort%20joueur" in page.url
            page.get_by_role("link", name="Lire l'article").first.click()
            page.get_by_role("heading", name="Thèmes").wait_for()  # topics: the whole base
            page.screenshot(path=str(shots / "cold-whole-article.png"), full_page=True)
        finally:
            context.close()
