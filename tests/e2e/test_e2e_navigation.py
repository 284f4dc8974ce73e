"""Navigation that works like the web, French everywhere, and the phone (issue 18), in a
real Chromium at 390×844.

Back returns to the results with their query (no redirect entry in the history); a theme
survives a reload; a shared simulator link fills the form; an unknown address and
Streamlit's own lists speak French; the tab names the article; « Copier le lien » gives
the full address. A screenshot of every page on the phone goes to tests/e2e/screenshots/.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest

from kb.ui.server import settle

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
# Streamlit's English a reader could meet (kb/ui/frontend_french.py rewrites it): in the
# page's text, and in the names a screen reader reads (aria-label, title, placeholder)
ENGLISH = ["Page not found", "Running the app", "Select all", "No results", "Upload", "200MB", "20MB", "per file",
           "Browse files", "Drag and drop", "Press Enter", "Press Ctrl", "files are not allowed", "Error:",
           "Survoler"]
ENGLISH_NAMES = ["Open", "Clear value", "Clear all", "Selected values", "Expand sidebar", "Sidebar", "App pages",
                 "Link to heading", "Choose an option", "file upload", "Add files", "Increment", "Decrement",
                 "Copy to clipboard", "st.iframe", "Dismiss"]
ENGLISH_NAME_STARTS = ["Help for ", "Remove "]


@pytest.fixture()
def phone(browser, warm_app) -> Iterator[object]:  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport=PHONE, locale="fr-FR", has_touch=True, is_mobile=True)
    pg = context.new_page()
    pg.set_default_timeout(60_000)
    try:
        yield pg
    finally:
        context.close()


def visible_english(page) -> list[str]:  # type: ignore[no-untyped-def]
    """Streamlit's English in the page now: in ``document.body.innerText`` (no stylesheet
    hides any: the page's script rewrites it before it is drawn, so nothing is waited for)
    or in an aria-label, title or placeholder."""
    return page.evaluate(
        """([words, names, starts]) => {
            const text = document.body.innerText;
            const found = words.filter(w => text.includes(w));
            for (const e of document.querySelectorAll('[aria-label],[title],[placeholder]'))
              for (const a of ['aria-label', 'title', 'placeholder']) {
                const v = e.getAttribute(a);
                if (v && (names.includes(v) || starts.some(s => v.startsWith(s)))) found.push(`${a}=${v}`);
              }
            return found;
        }""",
        [ENGLISH, ENGLISH_NAMES, ENGLISH_NAME_STARTS],
    )


def cut_links(page) -> list[str]:  # type: ignore[no-untyped-def]
    """The labels of the links drawn cut on the page (wider than the space they are given;
    a link hidden, as the folded menu's on a phone, has no width)."""
    return list(page.evaluate(
        """() => [...document.querySelectorAll('a span, a p')]
                  .filter(e => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)
                  .map(e => e.innerText)"""
    ))


def _body(page) -> str:  # type: ignore[no-untyped-def]
    return str(page.evaluate("document.body.innerText"))


def test_back_from_an_article_returns_to_the_results(phone, warm_app, shots) -> None:  # type: ignore[no-untyped-def]
    page = phone
    page.goto(warm_app + "/?q=bouton+mort")
    page.locator(".kb-snippet").first.wait_for()
    settle(page)
    page.get_by_role("link", name="Lire l'article").first.click()
    page.get_by_role("heading", name="Renvois").wait_for()
    assert "/article?article=" in page.url
    settle(page)
    page.go_back()  # one press: no redirect entry in between
    page.wait_for_timeout(1500)
    page.screenshot(path=str(shots / "phone-back-to-results.png"))
    page.locator(".kb-snippet").first.wait_for()
    settle(page)
    assert page.get_by_role("textbox", name="Votre question").input_value() == "bouton mort"
    assert "q=bouton" in page.url


def test_back_returns_to_the_same_place_in_the_list(phone, warm_app) -> None:  # type: ignore[no-untyped-def]
    """Back from the eighth result shows the list where the reader left it, not its top."""
    page = phone
    page.goto(warm_app + "/?q=tapis")
    page.locator(".kb-snippet").first.wait_for()
    settle(page)
    link = page.get_by_role("link", name=re.compile("Lire l'article")).nth(7)
    link.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    left_at = page.evaluate("() => document.querySelector('.stMain').scrollTop")
    assert left_at > 500
    link.click()
    page.get_by_role("heading", name="Renvois").wait_for()
    settle(page)
    page.go_back()
    page.locator(".kb-snippet").first.wait_for()
    page.wait_for_function(
        "y => Math.abs(document.querySelector('.stMain').scrollTop - y) < 50", arg=left_at, timeout=10_000
    )


def test_theme_from_the_divergence_list_survives_a_reload(phone, warm_app) -> None:  # type: ignore[no-untyped-def]
    page = phone
    page.goto(warm_app + "/comparer")
    page.get_by_role("heading", name="Thèmes où les règlements divergent").wait_for()
    settle(page)
    page.get_by_role("link", name=re.compile(r"divergences? sur")).first.click()
    page.wait_for_function("() => new URLSearchParams(location.search).get('topic')")
    page.get_by_role("heading", name="Le meilleur article de chaque règlement").wait_for()
    topic = page.evaluate("() => new URLSearchParams(location.search).get('topic')")
    page.reload()
    page.get_by_role("heading", name="Le meilleur article de chaque règlement").wait_for()
    assert page.evaluate("() => new URLSearchParams(location.search).get('topic')") == topic
    # on the phone the parameters are one card per book, each value opening its quote
    if page.locator(".kb-cards").count():
        assert page.locator(".kb-cards").first.is_visible()
        assert not page.locator("table.kb-params").first.is_visible()


def test_shared_simulator_link_fills_the_form(browser, warm_app) -> None:  # type: ignore[no-untyped-def]
    situation = "blinds 100/200\nplayers SB:10000 BB:10000 A:10000 B:10000\nA raise 600\n? B chips 1000\n"
    context = browser.new_context(viewport=PHONE)  # a fresh browser: nothing in the session
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(f"{warm_app}/exemples?situation={quote(situation)}")
        page.get_by_role("heading", name="Décision de chaque règlement").wait_for()
        settle(page)
        from playwright.sync_api import expect

        expect(page.get_by_role("spinbutton", name="Grosse blinde")).to_have_value("200")
        expect(page.get_by_role("textbox", name="Joueur", exact=True)).to_have_value("B")
        expect(page.get_by_role("textbox", name="Actions déjà faites").first).to_have_value("A relance à 600")  # in French
    finally:
        context.close()


def test_unknown_address_says_so_in_french(phone, warm_app) -> None:  # type: ignore[no-untyped-def]
    page = phone
    page.goto(warm_app + "/nimporte")
    page.get_by_role("heading", name="Page introuvable").wait_for()
    settle(page)
    assert visible_english(page) == []
    # the page itself says it is French (kb/ui/web.py), for screen readers and translators,
    # and so does Streamlit's skip link, the first thing a keyboard or a screen reader meets
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.locator('[data-testid="stSkipToContent"]').text_content() == "Aller au contenu principal"


def test_tab_title_and_copy_link_name_the_article(phone, warm_app) -> None:  # type: ignore[no-untyped-def]
    page = phone
    page.goto(warm_app + "/article?article=tda:47")
    page.get_by_role("heading", name="Renvois").wait_for()
    settle(page)
    assert "TDA 47" in page.title()
    button = page.get_by_role("button", name="Copier le lien")
    box = button.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["height"]  # in the first screen, not after the article
    button.click()
    code = page.locator('[data-testid="stCode"]').last
    code.wait_for()
    assert code.inner_text().strip() == f"{warm_app}/article?article=tda:47"


def test_streamlit_lists_and_uploader_speak_french(phone, warm_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A select box's list, its filter, its chips and the file uploader say it in French, to
    the eye and to a screen reader (the English is not in the page at all)."""
    page = phone
    page.goto(warm_app + "/exemples?example=tda-47-ex3a")
    page.get_by_role("heading", name="Exemple demandé").wait_for()
    settle(page)
    page.locator('[data-testid="stMultiSelect"] input').first.click()
    page.get_by_role("listbox").wait_for()
    assert "Tout sélectionner" in _body(page)
    assert visible_english(page) == []
    page.keyboard.type("zzzz")
    page.get_by_text("Aucun résultat").wait_for()
    assert visible_english(page) == []
    page.keyboard.press("Escape")
    page.goto(warm_app + "/reglement-maison")
    page.get_by_role("heading", name="4. Document").wait_for()
    page.get_by_text("Reprendre une spécification").click()
    page.locator('[data-testid="stFileUploaderDropzone"]').wait_for()
    assert "Choisir un fichier" in _body(page) and "Mo max. par fichier" in _body(page)
    assert page.get_by_role("button", name="Choisir un fichier").count() >= 1
    assert visible_english(page) == []
    wrong = tmp_path / "notes.txt"
    wrong.write_text("pas une spécification", encoding="utf-8")
    page.locator('[data-testid="stFileUploaderDropzoneInput"]').first.set_input_files(str(wrong))
    page.get_by_role("button", name="Retirer notes.txt").wait_for()
    assert "Type de fichier refusé (text/plain)." in _body(page)
    assert visible_english(page) == []
    # the file's size as a French reader writes it (« 22,0 o », not « 22.0B »), to the eye and
    # in the chip's name
    chip = page.locator('[data-testid="stFileChip"]').first
    size = len("pas une spécification".encode())
    assert f"{size},0 o" in chip.inner_text() and f"{size}.0B" not in chip.inner_text()
    assert chip.get_attribute("aria-label") == f"notes.txt, {size},0 o"


def test_phone_menu_button_is_named_menu(phone, warm_app) -> None:  # type: ignore[no-untyped-def]
    """The phone's icon-only navigation button reads « Menu », to the eye (the stylesheet)
    and to a screen reader (its aria-label), and opens the pages' list."""
    page = phone
    page.goto(warm_app + "/")
    page.get_by_role("textbox", name="Votre question").wait_for()
    settle(page)
    button = page.get_by_role("button", name="Menu", exact=True)
    assert button.is_visible()
    button.click()
    page.get_by_role("navigation", name="Pages de l'application").get_by_text("Glossaire").wait_for()
    assert page.get_by_role("button", name="Fermer le menu").count() == 1
    assert visible_english(page) == []


def test_input_instructions_speak_french(page, warm_app) -> None:  # type: ignore[no-untyped-def]
    """« Press Enter to apply » under a text box being typed in, « Press Ctrl+Enter to submit
    form » under the simulator's text area (a form with its « Lire et trancher » button), in
    French."""
    page.goto(warm_app + "/glossaire")
    page.get_by_role("textbox", name="Filtrer (français ou anglais)").wait_for()
    settle(page)
    page.get_by_role("textbox", name="Filtrer (français ou anglais)").press_sequentially("zzqq", delay=30)
    page.get_by_text("Appuyez sur Entrée pour valider").wait_for()
    assert visible_english(page) == []
    page.goto(warm_app + "/exemples")
    box = page.get_by_role("textbox", name="Décrivez la situation")
    box.wait_for()
    settle(page)
    box.press_sequentially("abc", delay=30)
    page.get_by_text("Appuyez sur Ctrl+Entrée pour envoyer").wait_for()
    assert visible_english(page) == []


PAGES = [
    ("search", "/"), ("search-results", "/?q=relance+minimum"), ("article", "/article?article=tda:47"),
    ("compare", "/comparer"), ("compare-topic", "/comparer?topic=time_clock"),
    ("simulator", "/exemples?situation=" + quote("blinds 100/200\nplayers A:10000 B:10000 C:10000\nA raise 600\n? B\n")),
    ("examples", "/exemples?example=tda-47-ex3a"), ("houserules", "/reglement-maison"),
    ("books", "/reglements?book=tda"), ("glossary", "/glossaire"), ("about", "/a-propos"), ("not-found", "/nimporte"),
]


@pytest.mark.parametrize(("name", "path"), PAGES, ids=[p[0] for p in PAGES])
def test_phone_screenshot_of_every_page(phone, warm_app, shots: Path, name: str, path: str) -> None:  # type: ignore[no-untyped-def]
    page = phone
    page.goto(warm_app + path)
    page.locator("h1, h2").first.wait_for()
    settle(page)
    assert page.locator('[data-testid="stException"]').count() == 0
    assert visible_english(page) == []
    page.screenshot(path=str(shots / f"phone-{name}.png"))
    assert cut_links(page) == []
    if name == "search":
        box = page.get_by_role("textbox", name="Votre question").bounding_box()
        assert box is not None and box["y"] + box["height"] <= PHONE["height"]  # in the first screen


def test_the_bench_clock_times_a_tap_to_the_page_drawn(browser, warm_app) -> None:  # type: ignore[no-untyped-def]
    """``kb.ui.server.since_input``, the clock of ``make bench``: from a tap on « Lire
    l'article » to the article drawn, on the page's own clock; a page without the clock
    says so rather than giving a figure."""
    from kb.ui.server import DRAWN, INPUT_CLOCK, since_input

    context = browser.new_context(viewport=PHONE, locale="fr-FR", has_touch=True, is_mobile=True)
    try:
        context.add_init_script(INPUT_CLOCK)
        pg = context.new_page()
        pg.set_default_timeout(60_000)
        pg.goto(f"{warm_app}/?q={quote('bouton mort')}")
        pg.locator(".kb-snippet").first.wait_for()
        pg.wait_for_function(DRAWN)
        pg.get_by_role("link", name="Lire l'article").first.tap()
        seconds = since_input(pg, """() => [...document.querySelectorAll('[data-testid="stMain"] h3')]
            .some(h => h.textContent.startsWith('Renvois'))""")
        assert 0 < seconds < 60 and "article=" in pg.url
    finally:
        context.close()
    bare = browser.new_context()
    try:
        pg = bare.new_page()
        pg.goto(warm_app + "/")
        pg.wait_for_function(DRAWN)
        with pytest.raises(RuntimeError, match="no tap or Enter"):
            since_input(pg, "() => true")
    finally:
        bare.close()
