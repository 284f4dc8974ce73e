"""The main journeys of a tournament director, in a real headless Chromium.

Each step writes a screenshot to tests/e2e/screenshots/ (named after the journey and step).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.ui.server import settle

pytestmark = pytest.mark.e2e




def shot(page, shots: Path, name: str) -> None:  # type: ignore[no-untyped-def]
    """Screenshot of the phone-width page, tall enough to show more than the first screen
    (Streamlit scrolls inside its own container, so full_page alone shows one screen)."""
    size = page.viewport_size
    page.set_viewport_size({"width": size["width"], "height": 2200})
    page.wait_for_timeout(400)
    page.screenshot(path=str(shots / f"{name}.png"))
    page.set_viewport_size(size)


def test_search_bouton_mort_and_open_result(page, app_url, shots) -> None:  # type: ignore[no-untyped-def]
    page.goto(app_url + "/")
    box = page.get_by_role("textbox", name="Votre question")
    box.wait_for()
    shot(page, shots, "01-search-home")
    box.fill("bouton mort")
    box.press("Enter")
    first = page.get_by_text("Bouton Mort", exact=False).first
    first.wait_for()
    page.locator("mark").first.wait_for()
    settle(page, 300)
    assert "q=bouton+mort" in page.url or "q=bouton%20mort" in page.url
    shot(page, shots, "02-search-results")
    page.get_by_role("link", name="Lire l'article").first.click()
    page.get_by_role("heading", name="Renvois").wait_for()
    settle(page, 300)
    assert "article=" in page.url
    heading = page.locator("h2").first.inner_text()
    assert "mort" in heading.lower()
    shot(page, shots, "03-search-opened-article")


def test_deep_link_article_tda_47_and_follow_cross_link(page, app_url, shots) -> None:  # type: ignore[no-untyped-def]
    page.goto(app_url + "/?article=tda:47")
    page.get_by_role("heading", name="47 — Droit à la Surrelance").wait_for()
    page.get_by_role("heading", name="Renvois").wait_for()
    page.get_by_role("heading", name="Même sujet dans les autres règlements").wait_for()
    settle(page, 300)
    shot(page, shots, "04-deep-link-tda-47")
    # "Voir": TDA 47 refers to rule 43
    page.get_by_role("link", name="TDA 43").first.click()
    page.get_by_role("heading", name="43 — Le Montant des Relances").wait_for()
    settle(page, 300)
    page.wait_for_function("() => decodeURIComponent(location.search).includes('article=tda:43')")
    shot(page, shots, "05-cross-link-tda-43")


def test_deep_link_search(page, app_url, shots) -> None:  # type: ignore[no-untyped-def]
    page.goto(app_url + "/?q=bouton+mort")
    page.locator(".kb-snippet mark").first.wait_for()
    settle(page, 300)
    from playwright.sync_api import expect

    expect(page.get_by_role("textbox", name="Votre question")).to_have_value("bouton mort", timeout=20_000)
    assert page.locator(".kb-snippet").count() >= 3
    shot(page, shots, "06-deep-link-search")


def test_compare_topic_time_clock(page, app_url, shots) -> None:  # type: ignore[no-untyped-def]
    page.goto(app_url + "/?topic=time_clock")
    page.locator("table.kb-params").wait_for(state="attached")  # on a phone: one card per book instead
    page.locator(".kb-cards").first.wait_for()
    settle(page, 300)
    assert page.locator("table.kb-params tr.kb-diverge").count() >= 1
    assert "topic=time_clock" in page.url
    page.get_by_role("heading", name="Le meilleur article de chaque règlement").wait_for()
    shot(page, shots, "07-compare-time-clock")
    # another topic picked in the list: the URL follows
    page.locator('[data-testid="stSelectbox"]').first.click()
    page.keyboard.type("bouton mort")
    page.get_by_role("option").first.click()
    page.wait_for_function("() => new URLSearchParams(location.search).get('topic') === 'dead_button'")
    settle(page, 300)
    shot(page, shots, "07b-compare-dead-button")


def test_simulator_ruling_per_book(page, app_url, shots) -> None:  # type: ignore[no-untyped-def]
    page.goto(app_url + "/exemples")
    page.get_by_role("button", name="Statuer").click()
    page.get_by_role("heading", name="Décision de chaque règlement").wait_for()
    settle(page, 300)
    assert "situation=" in page.url
    said = str(page.inner_text("body")).replace("\u2060", "").replace("\u202f", " ")
    assert said.count("Décision : suivre à 5 000, 1 000 rendus") == 5
    shot(page, shots, "08-simulator")


def test_house_rules_pdf_download(page, app_url, shots, tmp_path) -> None:  # type: ignore[no-untyped-def]
    page.goto(app_url + "/reglement-maison")
    page.get_by_role("heading", name="4. Document").wait_for()
    settle(page, 300)
    name = page.get_by_role("textbox", name="Nom de l'événement (obligatoire)")
    name.fill("Tournoi du jeudi")
    name.press("Enter")
    settle(page, 300)
    # override the clock after "time" is called: first left at the base value (no error
    # before the director types his own value: what is left to fill is said once), then changed
    page.locator('[data-testid="stMultiSelect"]').first.click()
    page.keyboard.type("Temps accordé au joueur une fois")
    page.get_by_role("option").first.click()
    page.keyboard.press("Escape")
    page.get_by_text("À remplir pour produire le document").first.wait_for()
    settle(page, 300)
    assert page.get_by_text("valeur identique à celle du règlement de base").count() == 0
    shot(page, shots, "09-house-rules-validation-error")
    value = page.get_by_role("spinbutton", name="Nouvelle valeur (secondes)")
    value.fill("45")
    value.press("Enter")
    page.get_by_role("button", name="PDF").wait_for()
    settle(page, 300)
    assert page.get_by_text("valeur identique à celle du règlement de base").count() == 0
    shot(page, shots, "10-house-rules-ready")
    with page.expect_download(timeout=180_000) as dl:
        page.get_by_role("button", name="PDF").click()
    path = tmp_path / "reglement.pdf"
    dl.value.save_as(path)
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    from pypdf import PdfReader

    text = "".join(p.extract_text() or "" for p in PdfReader(str(path)).pages)
    assert "Modifications par rapport au règlement de base" in text
    assert "45 secondes" in text
    shot(page, shots, "11-house-rules-downloaded")


def test_house_rules_upload_spec_to_continue(page, app_url, shots) -> None:  # type: ignore[no-untyped-def]
    from kb.houserules import example_specs

    spec = [p for p in example_specs() if p.name == "finale-ligue-tda.toml"][0]
    page.goto(app_url + "/reglement-maison")
    page.get_by_role("heading", name="4. Document").wait_for()
    settle(page, 300)
    page.get_by_text("Reprendre une spécification").click()
    page.locator('input[type="file"]').set_input_files(str(spec))
    from playwright.sync_api import expect

    expect(page.get_by_role("textbox", name="Nom de l'événement (obligatoire)")).to_have_value(
        "Finale régionale de la ligue", timeout=60_000
    )
    page.get_by_role("button", name="PDF").wait_for()
    settle(page, 300)
    shot(page, shots, "12-house-rules-uploaded-spec")


def test_search_results_as_you_type(page, app_url, shots) -> None:  # type: ignore[no-untyped-def]
    page.goto(app_url + "/")
    box = page.get_by_role("textbox", name="Votre question")
    box.wait_for()
    box.click()
    page.keyboard.type("string bet", delay=40)  # no Enter: results come after a pause
    page.wait_for_function("() => new URLSearchParams(location.search).get('q') === 'string bet'")
    page.locator(".kb-snippet mark").first.wait_for()
    settle(page, 300)
    shot(page, shots, "13-search-as-you-type")


def test_house_rules_kept_when_visiting_another_page(page, app_url, shots) -> None:  # type: ignore[no-untyped-def]
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1280, "height": 900})  # desktop: the navigation bar is shown
    page.goto(app_url + "/reglement-maison")
    name = page.get_by_role("textbox", name="Nom de l'événement (obligatoire)")
    name.fill("Open du printemps")
    name.press("Enter")
    settle(page, 300)
    page.get_by_role("link", name="Glossaire").first.click()
    page.get_by_role("heading", name="Glossaire du jargon").wait_for()
    page.get_by_role("link", name="Règlement maison").first.click()
    expect(page.get_by_role("textbox", name="Nom de l'événement (obligatoire)")).to_have_value(
        "Open du printemps", timeout=30_000
    )
    shot(page, shots, "14-house-rules-kept")
