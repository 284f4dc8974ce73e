"""Every page rendered with AppTest, searched for English and internal strings (issue 18
item 2): the product speaks French to directors, and never shows an engine's key, a
parameter id, a server path or Streamlit's own English.

The browser suite (tests/e2e) checks the strings Streamlit's front end draws itself
(« Page not found », « No results », « Upload »), which AppTest cannot see.
"""

from __future__ import annotations

import re

import pytest
from streamlit.testing.v1 import AppTest

TIMEOUT = 300

# Known English and internal forms (each was seen in a page once).
FORBIDDEN = [
    "Page not found", "No results", "Select all", "Upload", "200MB", "Browse files", "Drag and drop",
    "attendu :", "moteur : action", " = [", "pots = ", "Spécification (TOML)", "du fichier source",
    "Survoler", "Traceback", "/work/", "site-packages", "Exception",
]
INTERNAL = [
    re.compile(r"\((time|betting|showdown|tables|procedures)\.[a-z_]+\)"),  # « (time.seconds_after_call) »
    re.compile(r"`(event|set|adopt|remove|add|base)[.\[`]"),  # « `event.name` : … »
    re.compile(r"(?<![\w&])#(?: #)+(?![\w&])"),  # « # # # » of a heading in a word diff
    re.compile(r"\b(to|min_raise_to|to_call|can_raise) = "),  # the engine's keys
    # the examples page (issue 38): a Python dict or boolean, an engine key or a parameter id,
    # PokerKit's English, a source file
    re.compile(r"\{'|'\}|\bTrue\b|\bFalse\b"),  # « rendu : {'SB': 100} », « relance possible True contre False »
    re.compile(r"\b[a-z]+_[a-z_]+ :"),  # « dead_button : oui »
    re.compile(r"\b[a-z]+\.[a-z]+_[a-z_]+\b"),  # « verbal.two_steps_raise_reading »
    re.compile(r"\b(?:There is|this player|is not|cannot|allowed)\b"),  # « There is no reason for this player to fold »
    re.compile(r"\bkb/\w+|\w\.py\b"),  # « kb/engine/oracle.py »
]


def _app(default: str) -> None:
    from kb.ui.main import run  # the app as AppTest runs it (a script of its own)

    run(default=default)


def visible_strings(at: AppTest) -> list[str]:
    """Every string of the page a visitor can read: Markdown bodies, captions, messages,
    widget labels and options, buttons, links, tabs and expanders."""
    out: list[str] = []
    for kind in ("markdown", "caption", "error", "warning", "info", "success", "title", "header", "subheader", "code"):
        out += [str(e.value) for e in at.get(kind)]
    for kind in ("text_input", "text_area", "number_input", "selectbox", "multiselect", "radio", "toggle"):
        for w in at.get(kind):
            out.append(str(w.proto.label))
            out += [str(o) for o in getattr(w, "options", [])]
            if getattr(w.proto, "placeholder", ""):
                out.append(w.proto.placeholder)
    for kind in ("button", "download_button", "page_link", "expander", "tab", "popover"):
        out += [str(e.proto.label) for e in at.get(kind) if hasattr(e.proto, "label")]
    return [s for s in out if not s.lstrip().startswith("<style>")]  # the app's stylesheet


def problems(at: AppTest) -> list[str]:
    assert not at.exception, [e.value for e in at.exception]
    found = []
    for s in visible_strings(at):
        found += [f"{word!r} in {s[:100]!r}" for word in FORBIDDEN if word in s]
        found += [f"{rx.pattern!r} in {s[:100]!r}" for rx in INTERNAL if rx.search(s)]
    return found


SCREENS: list[tuple[str, str, dict[str, str]]] = [
    ("search-home", "search", {}),
    ("search-results", "search", {"q": "bouton mort"}),
    ("search-typo", "search", {"q": "boutn mort"}),
    ("article", "article", {"article": "tda:47"}),
    ("article-unknown", "article", {"article": "tda:999"}),
    ("compare-overview", "compare", {}),
    ("compare-topic", "compare", {"topic": "time_clock"}),
    ("compare-diff", "compare", {"a": "tda:47", "b": "redcactus:48"}),
    ("compare-unknown", "compare", {"topic": "chrono"}),
    ("examples", "examples", {}),
    ("examples-one", "examples", {"example": "tda-47-ex3a"}),
    # the examples issue 38 saw in PokerKit's English, as a dict, with raw keys and ids
    ("examples-pokerkit-refusal", "examples", {"example": "ropta-4.2-casB1"}),
    ("examples-amounts-per-player", "examples", {"example": "ropta-9.10-underbet-trouvee-apres"}),
    ("examples-seats", "examples", {"example": "ropta-4.3-grosse-blinde-eliminee"}),
    ("examples-parameter", "examples", {"example": "ropta-9.1-deux-temps"}),
    ("simulator", "examples", {"situation": "blinds 100/200\nplayers A:10000 B:10000 C:10000\nA raise 600\n? B\n"}),
    ("houserules", "houserules", {}),
    ("books", "books", {"book": "tda"}),
    ("books-unknown", "books", {"book": "xyz"}),
    ("glossary", "glossary", {}),
    ("about", "about", {}),
]


@pytest.mark.parametrize(("name", "default", "params"), SCREENS, ids=[s[0] for s in SCREENS])
def test_page_speaks_french(name: str, default: str, params: dict[str, str]) -> None:
    at = AppTest.from_function(_app, args=(default,), default_timeout=TIMEOUT)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert problems(at) == []


def test_house_rules_problems_name_the_field_not_the_key() -> None:
    at = AppTest.from_function(_app, args=("houserules",), default_timeout=TIMEOUT)
    at.run()
    at.text_input(key="hr_name").input("x").run()
    at.text_input(key="hr_name").input("").run()
    at.multiselect(key="hr_params").select("time.seconds_after_call").run()
    assert problems(at) == []
    assert any("À corriger ci-dessus avant de produire le document : Nom de l'événement." in e.value for e in at.error)
    assert any("Temps accordé au joueur une fois le « time » demandé" in i.value for i in at.info)
    # the parameter is named by its label, not its id
    assert "Temps accordé au joueur une fois le « time » demandé (décompte compris)" in at.multiselect(key="hr_params").options


def test_forbidden_list_catches_the_old_forms() -> None:
    """The list would have caught what issues 18 and 38 saw."""
    seen = ["- `event.name` : ne doit pas être vide", "attendu : action = raise, to = 200",
            "Temps (time.seconds_after_call)", "<del># # # #</del>", "Spécification (TOML)",
            "PokerKit : PokerKit refuse une action : There is no reason for this player to fold.",
            "Le livre : pots : 1 800, rendu : {'SB': 100}", "relance possible True contre False",
            "Le livre : dead_button : oui, sb : BB", "complétée au minimum (paramètre verbal.two_steps_raise_reading).",
            "(différence connue, nommée dans kb/engine/oracle.py)"]
    for s in seen:
        assert any(w in s for w in FORBIDDEN) or any(rx.search(s) for rx in INTERNAL), s


