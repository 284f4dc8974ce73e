"""A house-rules spec built in the page survives a reload and opens from a shared link in a
fresh browser: the whole spec — event, organiser, date, base, an override, an adopted, a
removed and an added article — lives in the address (``?spec=…``)."""

from __future__ import annotations

import pytest

from kb.ui.server import settle

pytestmark = pytest.mark.e2e

SECONDS = "Nouvelle valeur (secondes)"


def _choose(page, label: str, typed: str, scope=None, *, multi: bool = False) -> None:  # type: ignore[no-untyped-def]
    """Pick the first option of the selectbox (or ``multi``select) ``label`` (in ``scope``,
    a form, or the page) that ``typed`` finds."""
    (scope or page).get_by_label(label, exact=True).click()
    page.keyboard.type(typed)
    page.get_by_role("option").first.click()
    if multi:  # its list stays open for another choice
        page.keyboard.press("Escape")
    settle(page, 200)


def _type(page, label: str, value: str) -> None:  # type: ignore[no-untyped-def]
    box = page.get_by_label(label, exact=True)
    box.fill(value)
    box.press("Enter")
    settle(page, 200)


def _build(page) -> None:  # type: ignore[no-untyped-def]
    """Every part of a spec, typed and chosen as a director does."""
    _type(page, "Nom de l'événement (obligatoire)", "Tournoi du jeudi")
    _type(page, "Organisateur", "Club de Lyon")
    _type(page, "Date", "2026-12-10")
    _choose(page, "Paramètres à modifier", "Temps accordé au joueur une fois", multi=True)
    _type(page, SECONDS, "45")
    _choose(page, "Supprimer des articles du règlement de base", "PR-8", multi=True)
    adopt = page.locator('[data-testid="stForm"]').filter(has_text="Article à adopter")
    _choose(page, "Article à adopter", "ROPTA 3.5", adopt)
    _choose(page, "Article du règlement de base", "29", adopt)
    adopt.get_by_role("button", name="Adopter").click()
    page.get_by_text("Adopter un article").wait_for()
    settle(page, 300)
    add = page.locator('[data-testid="stForm"]').filter(has_text="Placé après")
    add.get_by_label("Titre", exact=True).fill("Boissons")
    _choose(page, "Placé après", "5", add)
    add.get_by_label("Texte (Markdown)", exact=True).fill("Pas de verre posé sur la table.")
    add.get_by_role("button", name="Ajouter").click()
    settle(page, 400)


def _restored(page) -> None:  # type: ignore[no-untyped-def]
    """What ``_build`` chose is on the page again."""
    from playwright.sync_api import expect

    expect(page.get_by_label("Nom de l'événement (obligatoire)", exact=True)).to_have_value("Tournoi du jeudi", timeout=60_000)
    expect(page.get_by_label("Organisateur", exact=True)).to_have_value("Club de Lyon")
    expect(page.get_by_label("Date", exact=True)).to_have_value("2026-12-10")
    expect(page.get_by_label(SECONDS, exact=True)).to_have_value("45")
    body = page.inner_text("body").replace("\u2060", "")  # the word joiner that keeps « 3.5 » on one line
    assert "Boissons" in body and "PR-8" in body and "3.5" in body, body[-2000:]
    assert "TDA" in page.get_by_label("Règlement de base", exact=True).input_value() or "TDA" in body


def test_a_house_rules_spec_survives_a_reload_and_a_shared_link(page, browser, warm_app, shots) -> None:  # type: ignore[no-untyped-def]
    page.set_viewport_size({"width": 1280, "height": 1600})
    page.goto(warm_app + "/reglement-maison?base=tda")
    page.get_by_role("heading", name="4. Document").wait_for()
    settle(page, 300)
    name = page.get_by_label("Nom de l'événement (obligatoire)", exact=True)
    assert name.input_value() == "" and name.get_attribute("placeholder") == "ex. Tournoi du jeudi"
    assert page.get_by_text("valeur identique").count() == 0 and page.get_by_text("ne doit pas être vide").count() == 0
    _build(page)
    page.wait_for_function("() => new URLSearchParams(location.search).has('spec')")
    page.get_by_role("button", name="PDF").wait_for()
    shared = page.url
    page.screenshot(path=str(shots / "houserules-address-built.png"), full_page=True)

    page.reload()
    page.get_by_role("heading", name="4. Document").wait_for()
    _restored(page)
    with page.expect_download() as dl:
        page.get_by_role("button", name="Enregistrer ces choix (fichier à reprendre plus tard)").click()
    assert dl.value.suggested_filename == "tournoi-du-jeudi-2026-12-10.toml"

    fresh = browser.new_context(viewport={"width": 1280, "height": 1600}, locale="fr-FR")
    try:
        other = fresh.new_page()
        other.set_default_timeout(60_000)
        other.goto(shared)
        other.get_by_role("heading", name="4. Document").wait_for()
        _restored(other)
        other.get_by_role("button", name="PDF").wait_for()
        other.screenshot(path=str(shots / "houserules-address-shared.png"), full_page=True)
    finally:
        fresh.close()
