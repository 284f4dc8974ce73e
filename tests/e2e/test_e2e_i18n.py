"""The page shell's script that rewrites Streamlit's English (kb/ui/frontend_french.py), run
in a real Chromium on a page of its own: what it rewrites, when, and what it leaves.

No app server: the script is put in an empty page's head and nodes are drawn the way
React draws them (appended, their value or attribute changed later). What the next frame
paints is read in a ``requestAnimationFrame`` callback, the last moment before the paint:
the English must already be gone there (nothing flashes).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from kb.ui import frontend_french

pytestmark = pytest.mark.e2e


@pytest.fixture()
def blank(browser) -> Iterator[object]:  # type: ignore[no-untyped-def]
    context = browser.new_context()
    pg = context.new_page()
    pg.set_content(f"<html><head>{frontend_french.script()}</head><body></body></html>")
    try:
        yield pg
    finally:
        context.close()


def _before_paint(page, draw: str, read: str) -> object:  # type: ignore[no-untyped-def]
    """Run ``draw`` (JavaScript statements), then ``read`` (an expression) just before the
    next paint."""
    return page.evaluate(f"() => new Promise(done => {{ {draw}; requestAnimationFrame(() => done({read})); }})")


def _values(*reads: str) -> str:
    """A JavaScript array of ``[id, what]`` reads: an attribute's name, or « text »."""
    parts = [f"document.getElementById('{i}').textContent.trim()" if what == "text"
             else f"document.getElementById('{i}').getAttribute('{what}')" for i, what in (r.split(":") for r in reads)]
    return "[" + ", ".join(parts) + "]"


def test_streamlit_texts_and_names_are_french_before_the_first_paint(blank) -> None:  # type: ignore[no-untyped-def]
    """A list's option, the uploader's limit, button and input names, an input's instructions:
    French in the first frame painted."""
    drawn = _before_paint(blank, """document.body.insertAdjacentHTML('beforeend', `
          <div role="listbox"><div role="option"><span id="all">Select all</span></div></div>
          <section><span id="limit">20MB per file</span><button id="up" aria-label="file upload">
            <div data-testid="stMarkdownContainer"><p id="label">Upload</p></div></button></section>
          <button id="help" aria-label="Help for Votre question"></button>
          <input id="box" placeholder="Choose an option">
          <div id="keys">Press Ctrl+Enter to apply</div>`)""",
        _values("all:text", "limit:text", "up:aria-label", "label:text", "help:aria-label", "box:placeholder", "keys:text"))
    assert drawn == ["Tout sélectionner", "20 Mo max. par fichier", "Choisir un fichier", "Choisir un fichier",
                     "Aide : Votre question", "Choisir", "Appuyez sur Ctrl+Entrée pour valider"]


def test_a_value_changed_later_is_rewritten_too(blank) -> None:  # type: ignore[no-untyped-def]
    """React changes a text node's value or an attribute in place (a list emptied by its
    filter, a chip added): each change is rewritten as the first draw was."""
    blank.evaluate("""() => { document.body.innerHTML = '<span id="s">Select all</span><button id="c" aria-label="x"></button>'; }""")
    changed = _before_paint(blank, """document.getElementById('s').firstChild.nodeValue = 'No results';
        document.getElementById('c').setAttribute('aria-label', 'Remove ROPTA')""", _values("s:text", "c:aria-label"))
    assert changed == ["Aucun résultat", "Retirer ROPTA"]


def test_the_apps_own_markdown_is_left_as_written(blank) -> None:  # type: ignore[no-untyped-def]
    """A rulebook's text in the page may quote English (« Stop », « Search »): the app's
    Markdown is not Streamlit's words; its buttons' labels are."""
    kept = _before_paint(blank, """document.body.insertAdjacentHTML('beforeend', `<div data-testid="stMain">
          <div data-testid="stMarkdownContainer"><p id="rule">Stop</p><p id="tool">Search</p></div>
          <button><div data-testid="stMarkdownContainer"><p id="label">Upload</p></div></button></div>`)""",
        _values("rule:text", "tool:text", "label:text"))
    assert kept == ["Stop", "Search", "Choisir un fichier"]
