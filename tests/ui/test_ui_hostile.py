"""Hostile input in every page's URL (issue 11 item 4), run with AppTest (no browser).

Every string a visitor chooses is shown as text: no Markdown link or image, no bare URL
that Markdown would turn into a link, no raw HTML, and never an exception box. The same
checks run in a real Chromium in tests/e2e/test_e2e_hostile.py, which also listens for
requests to another origin.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parents[2] / "app.py")
TIMEOUT = 300
EVIL = "127.0.0.1:9"  # a port nobody listens on: a fetch there would be the leak

HOSTILE = {
    "link": f"[Cliquez ici](http://{EVIL}/x)",
    "image": f"![p](http://{EVIL}/p.png)",
    "html": f"<script>alert(1)</script><img src=http://{EVIL}/i.png>",
    "bare": f"http://{EVIL}/x www.example.org :red[rouge] $x^2$",
    "long": (f"[a](http://{EVIL}/x)" * 300)[:5000],
    "nul": "tda:47\x00[x](http://127.0.0.1:9/n)",
}

# (query parameter, page key run at the root) — the root URL dispatches the first four
TARGETS = [
    ("q", "search"),
    ("article", "search"),
    ("topic", "search"),
    ("example", "search"),
    ("book", "books"),
    ("terme", "glossary"),
    ("a", "compare"),
]

MARKDOWN_ELEMENTS = ("markdown", "caption", "error", "warning", "info", "success", "title", "header", "subheader")
PARSER = MarkdownIt("commonmark").enable(["strikethrough", "table"])


def _app(default: str) -> None:
    from kb.ui.main import run  # the app as AppTest runs it (a script of its own)

    run(default=default)


def shown_markdown(at: AppTest) -> list[str]:
    """Every string the page hands to Streamlit's Markdown renderer (messages, captions,
    button and link labels)."""
    bodies = [str(e.value) for kind in MARKDOWN_ELEMENTS for e in at.get(kind)]
    bodies += [b.proto.label for b in at.get("button")]
    bodies += [pl.proto.label for pl in at.get("page_link")]
    return bodies


def leaks(body: str) -> list[str]:
    """What in one Markdown body would reach the injected address or run as markup."""
    found = []
    tokens = PARSER.parse(body)
    for tok in tokens:
        for child in [tok, *(tok.children or [])]:
            href = str(child.attrGet("href") or child.attrGet("src") or "")
            if EVIL in href:
                found.append(f"{child.type} → {href}")
    # GFM autolinks are found in the text once character references are decoded
    if re.search(r"https?://|www\.", html.unescape(body)):
        found.append("bare URL (a GFM autolink)")
    if "<script" in body or "<img" in body:
        found.append("raw HTML")
    if ":red[" in body:
        found.append("Streamlit directive")
    return found


def test_the_check_sees_a_live_link() -> None:
    """The checks below would catch the defect of issue 11 item 4 (a message interpolating
    the URL's value as Markdown)."""
    assert leaks(f"Article inconnu : « {HOSTILE['link']} »")
    assert leaks(f"Article inconnu : « {HOSTILE['image']} »")
    assert leaks(f"« {HOSTILE['bare']} »")
    from kb.ui.components import text

    assert not leaks(f"Article inconnu : « {text(HOSTILE['link'])} »")
    assert not leaks(text(HOSTILE["bare"])) and not leaks(text(HOSTILE["html"]))


def check(at: AppTest) -> None:
    assert not at.exception, [e.value for e in at.exception]
    bad = {body[:80]: leaks(body) for body in shown_markdown(at) if leaks(body)}
    assert bad == {}


@pytest.mark.parametrize("name", sorted(HOSTILE))
@pytest.mark.parametrize(("param", "default"), TARGETS)
def test_hostile_url_value_is_shown_as_text(param: str, default: str, name: str) -> None:
    at = AppTest.from_function(_app, args=(default,), default_timeout=TIMEOUT)
    at.query_params[param] = HOSTILE[name]
    if param == "a":
        at.query_params["b"] = HOSTILE[name]
    at.run()
    check(at)


def test_hostile_player_name_in_a_shared_situation() -> None:
    name = HOSTILE["link"]
    situation = f"blinds 100/200\nplayers A:1000 B:1000\nA raise 600\n? {name} chips 1000\n"
    at = AppTest.from_function(_app, args=("examples",), default_timeout=TIMEOUT)
    at.query_params["situation"] = situation
    at.run()
    check(at)
    assert at.error, "the unknown player is refused under each book"


def test_unknown_ids_get_a_french_message_and_suggestions() -> None:
    at = AppTest.from_function(_app, args=("search",), default_timeout=TIMEOUT)
    at.query_params["article"] = "tda:477"
    at.run()
    check(at)
    assert any("Article inconnu" in e.value for e in at.error)
    assert any(pl.proto.query_string == "article=tda%3A47" for pl in at.get("page_link"))


def test_unknown_book_is_said_not_replaced_by_the_first() -> None:
    at = AppTest.from_function(_app, args=("books",), default_timeout=TIMEOUT)
    at.query_params["book"] = "ropta2"
    at.run()
    check(at)
    assert any("Règlement inconnu" in w.value for w in at.warning)
    assert at.selectbox[0].value is None and not at.expander


def _houserules_with_hostile_spec() -> None:
    import streamlit as st  # AppTest runs this function as its own script

    from kb.houserules.spec import parse_spec_text
    from kb.ui.houserules import load_spec_into_state
    from kb.ui.main import run
    from kb.ui.state import knowledge

    evil = "[x](http://127.0.0.1:9/s)"
    text = f'''base = "{evil}"
[event]
name = "![p](http://127.0.0.1:9/p.png) Open"
[set]
"{evil}" = 3
[[adopt]]
article = "{evil}"
after = "ropta:1.1"
[[remove]]
article = "{evil}"
[[add]]
title = "<script>alert(1)</script> {evil}"
text = "![p](http://127.0.0.1:9/p.png)"
after = "{evil}"
'''
    if "hr_base" not in st.session_state:  # what an uploaded spec does
        spec, _ = parse_spec_text(text)
        st.session_state["_hr_notes"] = load_spec_into_state(spec, knowledge().library)
    run(default="houserules")


def test_hostile_ids_inside_an_uploaded_spec_are_shown_as_text() -> None:
    at = AppTest.from_function(_houserules_with_hostile_spec, default_timeout=TIMEOUT)
    at.run()
    check(at)
    assert any("Paramètres inconnus" in w.value for w in at.warning)


def test_an_unexpected_error_shows_one_french_sentence() -> None:
    def broken_app() -> None:
        from kb.ui import main  # AppTest runs this function as its own script

        def boom() -> None:
            raise RuntimeError("/srv/secret/path.py exploded")

        saved = main.NAVIGATION
        main.NAVIGATION = [("search", boom, "Recherche", ":material/search:", "recherche")]
        try:
            main.run()
        finally:
            main.NAVIGATION = saved

    at = AppTest.from_function(broken_app, default_timeout=TIMEOUT).run()
    assert not at.exception
    assert [e.value for e in at.error] == [__import__("kb.ui.main", fromlist=["UNEXPECTED"]).UNEXPECTED]
