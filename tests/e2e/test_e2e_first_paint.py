"""The first paint in a real Chromium (kb/ui/first_paint.py): the page's opening is there
before Streamlit's frontend has loaded, what the reader does meanwhile is handed to the live
page, and the live page then stands alone.

Streamlit's frontend is held back by holding its main script's request (a Playwright route
answered later), the way a slow phone network holds it.
"""

from __future__ import annotations

import re
from contextlib import suppress
from pathlib import Path

import pytest
from playwright.sync_api import Error as PlaywrightError

from kb.ui.server import DRAWN

pytestmark = pytest.mark.e2e

MAIN_SCRIPT = re.compile(r"/static/js/index\.[\w-]+\.js$")


def _hold(page) -> list:  # type: ignore[no-untyped-def]
    """Hold Streamlit's main script; the held requests are returned (``continue_()`` them)."""
    held: list = []
    page.route(MAIN_SCRIPT, lambda route: held.append(route))
    return held  # (the page's load event waits for it: open with wait_until="domcontentloaded")


def _release(page, held: list) -> None:  # type: ignore[no-untyped-def]
    for route in held:
        route.continue_()
    page.unroute(MAIN_SCRIPT)  # (after: unrouting sends on what is still held)


def _live(page) -> None:  # type: ignore[no-untyped-def]
    page.locator("#kb-first-paint").wait_for(state="detached")
    page.wait_for_function(DRAWN)


def test_typing_before_the_live_page_is_handed_over(page, warm_app: str, shots: Path) -> None:  # type: ignore[no-untyped-def]
    held = _hold(page)
    page.goto(warm_app + "/", wait_until="domcontentloaded")
    box = page.get_by_role("textbox", name="Votre question")
    box.fill("bouton mort")
    box.press("Enter")  # before the live page: remembered, not a page load
    page.screenshot(path=str(shots / "first_paint_typed.png"))
    paint = page.locator("#kb-first-paint")
    assert paint.is_visible() and paint.get_by_role("status").inner_text() == "Recherche…"
    assert paint.get_by_role("link", name="time").count() == 0  # the examples make way
    assert page.evaluate("document.getElementById('root').getAttribute('aria-hidden')") == "true"
    assert held, "Streamlit's script was not asked for"
    _release(page, held)
    _live(page)
    page.locator(".kb-snippet").first.wait_for()
    assert re.search(r"[?&]q=bouton(\+|%20)mort", page.url)
    live = page.get_by_role("textbox", name="Votre question")  # one box now: the live one
    assert live.input_value() == "bouton mort"
    assert page.evaluate("document.getElementById('root').hasAttribute('aria-hidden')") is False
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Votre question"


def test_text_typed_without_enter_searches_as_the_live_box_does(page, warm_app: str) -> None:  # type: ignore[no-untyped-def]
    held = _hold(page)
    page.goto(warm_app + "/", wait_until="domcontentloaded")
    page.get_by_role("textbox", name="Votre question").press_sequentially("tapis", delay=20)
    _release(page, held)
    _live(page)
    page.locator(".kb-snippet").first.wait_for()  # the live box searches as it is typed in
    assert "q=tapis" in page.url


def test_article_paint_reads_before_the_live_page(page, warm_app: str, shots: Path) -> None:  # type: ignore[no-untyped-def]
    held = _hold(page)
    page.goto(warm_app + "/article?article=tda:47", wait_until="domcontentloaded")
    page.get_by_role("heading", name="47 — Droit à la Surrelance").wait_for()
    assert page.title() == "TDA 47 — Droit à la Surrelance · Règlements de poker"
    assert "En No Limit comme en Pot Limit" in page.locator("#kb-first-paint").inner_text()
    page.screenshot(path=str(shots / "first_paint_article.png"))
    _release(page, held)
    _live(page)
    page.get_by_role("heading", name="Renvois").wait_for()
    assert page.get_by_role("heading", name="47 — Droit à la Surrelance").count() == 1


def test_a_link_of_the_paint_is_a_page_load(page, warm_app: str) -> None:  # type: ignore[no-untyped-def]
    held: list = []
    holding = [True]  # only the first page's request is held: the loaded page's goes through
    page.route(MAIN_SCRIPT, lambda route: held.append(route) if holding[0] else route.continue_())
    page.goto(warm_app + "/", wait_until="domcontentloaded")
    page.get_by_role("link", name="joueur absent").wait_for()
    holding[0] = False
    page.get_by_role("link", name="joueur absent").click()
    page.wait_for_url(re.compile(r"q=joueur\+absent"))
    for route in held:  # the first page's request, ended by the page load
        with suppress(PlaywrightError):
            route.abort()
    page.unroute(MAIN_SCRIPT)
    _live(page)
    page.locator(".kb-snippet").first.wait_for()
    assert page.get_by_role("textbox", name="Votre question").input_value() == "joueur absent"


def test_the_paint_leaves_no_trace_in_the_live_app(page, warm_app: str) -> None:  # type: ignore[no-untyped-def]
    page.goto(warm_app + "/")
    _live(page)
    assert page.get_by_role("textbox", name="Votre question").count() == 1
    assert page.get_by_role("heading", name="Recherche dans les règlements").count() == 1
    # an address with no paint: Streamlit's page as before
    page.goto(warm_app + "/comparer")
    page.wait_for_function(DRAWN)
    assert page.locator("#kb-first-paint").count() == 0


def test_a_network_lost_before_the_live_page_is_said(page, warm_app: str) -> None:  # type: ignore[no-untyped-def]
    page.route(MAIN_SCRIPT, lambda route: route.abort("internetdisconnected"))
    page.goto(warm_app + "/article?article=tda:47", wait_until="domcontentloaded")
    alert = page.locator("#kb-first-paint").get_by_role("alert")
    alert.wait_for()
    assert alert.inner_text().startswith("Connexion perdue : le serveur ne répond pas.")
    assert alert.get_by_role("link", name="Recharger la page").is_visible()
    # the wording is still there to read
    assert "En No Limit comme en Pot Limit" in page.locator("#kb-first-paint").inner_text()


def test_typing_survives_a_build_shown_before_the_live_box(page, warm_app: str) -> None:  # type: ignore[no-untyped-def]
    """On a cold start the live page first shows the build's progress (the paint gives way
    at once), and the box only after the build: what was typed waits for it."""
    held = _hold(page)
    page.goto(warm_app + "/", wait_until="domcontentloaded")
    page.get_by_role("textbox", name="Votre question").fill("relance minimum")
    # a build's progress bar appears in the live page (drawn here by hand: a real build
    # takes 10-20 s)
    page.evaluate("""() => { const bar = document.createElement('div'); bar.id = 'fake-build';
        bar.dataset.testid = 'stProgress'; document.getElementById('root').append(bar); }""")
    page.locator("#kb-first-paint").wait_for(state="detached")
    page.evaluate("document.getElementById('fake-build').remove()")
    _release(page, held)
    page.wait_for_function(DRAWN)
    page.locator(".kb-snippet").first.wait_for()
    assert page.get_by_role("textbox", name="Votre question").input_value() == "relance minimum"
    assert "q=relance+minimum" in page.url or "q=relance%20minimum" in page.url
