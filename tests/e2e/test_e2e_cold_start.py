"""A cold start in a real browser: the server builds the knowledge base from an empty
cache in one child process, every page shows the build's progress meanwhile, then the
search asked in the address is live on the whole knowledge base."""

from __future__ import annotations

import pytest

from kb.ui.server import served
from kb.ui.state import PREPARING

pytestmark = pytest.mark.e2e


def test_a_cold_start_shows_the_build_progress_then_the_search(browser, tmp_path, shots) -> None:  # type: ignore[no-untyped-def]
    with served(tmp_path / "cache", log=tmp_path / "server.log") as (_, url):  # an empty cache
        context = browser.new_context(viewport={"width": 412, "height": 915}, locale="fr-FR")
        try:
            page = context.new_page()
            page.set_default_timeout(180_000)
            page.goto(url + "/?q=bouton+mort")
            main = page.locator('[data-testid="stMain"]')
            main.get_by_text(PREPARING).wait_for()  # the build's progress, in French
            main.locator('[data-testid="stProgress"]').get_by_text("Étape").wait_for()
            page.screenshot(path=str(shots / "cold-build-progress.png"))
            main.locator(".kb-snippet").first.wait_for()  # the search of the address, once built
            main.get_by_text("Base de connaissances prête").wait_for()
            assert main.locator('[data-testid="stProgress"]').count() == 0
            box = page.get_by_role("textbox", name="Votre question")
            assert box.input_value() == "bouton mort"
            page.screenshot(path=str(shots / "cold-built-search.png"))
            box.fill("bouton mort joueur")
            box.press("Enter")
            page.wait_for_url("**q=bouton*mort*joueur*")
            main.locator(".kb-snippet").first.wait_for()
            page.get_by_role("link", name="Lire l'article").first.click()
            page.get_by_role("heading", name="Thèmes").wait_for()  # topics: the whole base
            page.screenshot(path=str(shots / "cold-whole-article.png"), full_page=True)
        finally:
            context.close()
