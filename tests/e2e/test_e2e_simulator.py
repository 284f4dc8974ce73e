"""The simulator in a real Chromium, on a desktop and on a phone (390×844), issue 18:
French verbs in the form, « Que peut-il faire ? » answered with the deciding article of each
book, the page going to the decision, a description filling the form, a shared link opened
in a fresh browser showing the form filled. Screenshots go to tests/e2e/screenshots/."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest

from kb.ui.server import settle

pytestmark = pytest.mark.e2e

SIZES = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
WHAT_MAY_C_DO = "blinds 100/200\nplayers SB:10000 BB:10000 A:10000 B:800 C:10000\nA relance à 600\nB fait tapis\n? C\n"


@pytest.fixture(params=sorted(SIZES))
def screen(request, browser, warm_app) -> Iterator[tuple[str, object]]:  # type: ignore[no-untyped-def]
    """A fresh browser (nothing in its session) at the desktop's or the phone's size."""
    name = request.param
    phone = name == "phone"
    context = browser.new_context(viewport=SIZES[name], locale="fr-FR", has_touch=phone, is_mobile=phone)
    pg = context.new_page()
    pg.set_default_timeout(60_000)
    try:
        yield name, pg
    finally:
        context.close()




def shot(page, shots: Path, name: str) -> None:  # type: ignore[no-untyped-def]
    """The page as seen (the first screen), then tall enough to show the whole answer."""
    page.screenshot(path=str(shots / f"{name}-screen.png"))
    size = page.viewport_size
    page.set_viewport_size({"width": size["width"], "height": 2600})
    page.wait_for_timeout(400)
    page.screenshot(path=str(shots / f"{name}.png"))
    page.set_viewport_size(size)


def read(page) -> str:  # type: ignore[no-untyped-def]
    """The page's text as read: thousands separators as spaces, invisible word joiners out."""
    return str(page.inner_text("body")).replace("\u202f", " ").replace("\u2060", "")


def in_view(page, locator) -> bool:  # type: ignore[no-untyped-def]
    """Whether the element's top is on the screen (Streamlit scrolls its main block)."""
    box = locator.bounding_box()
    return box is not None and 0 <= box["y"] < page.viewport_size["height"]


def test_french_verbs_and_what_may_c_do_with_each_books_article(screen, warm_app, shots) -> None:  # type: ignore[no-untyped-def]
    from playwright.sync_api import expect

    name, page = screen
    page.goto(warm_app + "/exemples")
    page.get_by_role("button", name="Statuer").wait_for()
    settle(page)
    page.get_by_text("Que peut-il faire ?").click()
    settle(page)
    page.get_by_role("spinbutton", name="Petite blinde").fill("100")
    page.get_by_role("spinbutton", name="Grosse blinde").fill("200")
    page.get_by_role("textbox", name="Joueurs et tapis").fill("SB:10000 BB:10000 A:10000 B:800 C:10000")
    page.get_by_role("textbox", name="Actions déjà faites").fill("a relance à 600\nB fait tapis")
    page.get_by_role("textbox", name="Joueur", exact=True).fill("c")
    page.get_by_role("button", name="Statuer").click()
    heading = page.get_by_role("heading", name="Décision de chaque règlement")
    heading.wait_for()
    settle(page)
    page.wait_for_timeout(800)  # the smooth scroll to the decision
    assert in_view(page, heading), "the page goes to the decision"
    body = read(page)
    for said in ("Relance minimum : 1 200 au total — TDA 43", "Relance minimum : 1 200 au total — ROPTA 9.6",
                 "Relance minimum : 1 600 au total — RedCactus 47"):
        assert said in body
    assert body.count("Relance maximum : 10 000 au total (tapis)") == 5
    assert body.count("Options : se coucher, suivre 800, relancer") == 5
    assert "tda:43" not in body and "ligne 5" not in body
    expect(page.get_by_role("button", name="Copier le lien")).to_be_visible()
    shot(page, shots, f"sim-{name}-que-peut-faire-c")


def test_an_unknown_player_is_said_once_under_the_actions(screen, warm_app, shots) -> None:  # type: ignore[no-untyped-def]
    name, page = screen
    page.goto(warm_app + "/exemples")
    page.get_by_role("button", name="Statuer").wait_for()
    settle(page)
    page.get_by_role("textbox", name="Actions déjà faites").fill("A relance à 5000\nD relance à 6000")
    page.get_by_role("button", name="Statuer").click()
    page.get_by_role("alert").first.wait_for()
    settle(page)
    assert page.get_by_role("alert").count() == 1
    said = str(page.get_by_role("alert").inner_text()).replace("\u2060", "")
    assert "Actions déjà faites, 2e ligne (« D relance à 6000 ») : joueur inconnu 'D'" in said
    assert "ligne 4" not in read(page)
    shot(page, shots, f"sim-{name}-error")


def test_description_fills_the_form(screen, warm_app, shots) -> None:  # type: ignore[no-untyped-def]
    from playwright.sync_api import expect

    name, page = screen
    page.goto(warm_app + "/exemples")
    page.get_by_role("button", name="Lire et trancher").wait_for()
    settle(page)
    page.get_by_role("textbox", name="Décrivez la situation").fill(
        "Blindes 100/200. A relance à 600, B fait tapis pour 800, C veut relancer : combien au minimum ?")
    page.get_by_role("button", name="Lire et trancher").click()
    page.get_by_role("heading", name="Décision de chaque règlement").wait_for(timeout=120_000)
    settle(page)
    expect(page.get_by_role("spinbutton", name="Grosse blinde")).to_have_value("200")
    expect(page.get_by_role("textbox", name="Actions déjà faites")).to_have_value("A relance à 600\nB tapis")
    assert page.get_by_text("Compris").count() >= 1
    assert "Relance minimum : 1 200 au total — TDA 43" in read(page)
    shot(page, shots, f"sim-{name}-description")


def test_shared_link_in_a_fresh_browser_shows_the_form_filled(screen, warm_app, shots) -> None:  # type: ignore[no-untyped-def]
    from playwright.sync_api import expect

    name, page = screen
    page.goto(f"{warm_app}/exemples?situation={quote(WHAT_MAY_C_DO)}")
    page.get_by_role("heading", name="Décision de chaque règlement").wait_for()
    settle(page)
    expect(page.get_by_role("spinbutton", name="Grosse blinde")).to_have_value("200")
    expect(page.get_by_role("textbox", name="Joueurs et tapis")).to_have_value("SB:10000 BB:10000 A:10000 B:800 C:10000")
    expect(page.get_by_role("textbox", name="Actions déjà faites")).to_have_value("A relance à 600\nB fait tapis")
    expect(page.get_by_role("textbox", name="Joueur", exact=True)).to_have_value("C")
    expect(page.get_by_role("radio", name="Que peut-il faire ? (options, minimum, maximum)")).to_be_checked()
    assert "Relance minimum : 1 200 au total — TDA 43" in read(page)
    shot(page, shots, f"sim-{name}-shared-link")
