"""The search page's preferred book (chosen once, kept in the address ``?pref=`` and the
session) and the book named in a query (Streamlit AppTest)."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parents[2] / "app.py")
TIMEOUT = 300  # the first run may build the knowledge base


def open_app(**params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def cards(at: AppTest) -> list[str]:
    return [pl.proto.query_string for pl in at.get("page_link") if pl.proto.label.startswith("Lire l'article")]


def captions(at: AppTest) -> str:
    return "\n".join(c.value for c in at.caption)


def test_a_shared_address_with_a_preferred_book_ranks_it_first() -> None:
    at = open_app(q="appel du temps", pref="ropta")
    assert at.selectbox(key="pref_filter").value == "ropta"
    assert cards(at)[0] == "article=ropta%3A3.5"
    assert "ROPTA d'abord à pertinence égale (règlement préféré)" in captions(at)


def test_the_preferred_book_chosen_goes_to_the_address_and_stays_for_the_session() -> None:
    at = open_app(q="appel du temps")
    assert cards(at)[0] != "article=ropta%3A3.5"
    at.selectbox(key="pref_filter").select("ropta").run()
    assert at.query_params["pref"] in ("ropta", ["ropta"]) and cards(at)[0] == "article=ropta%3A3.5"
    # an address without it (the menu, another page and back): the session's choice is kept
    del at.query_params["pref"]
    at.query_params["q"] = "clock"
    at.run()
    assert at.selectbox(key="pref_filter").value == "ropta" and at.query_params["pref"] in ("ropta", ["ropta"])


def test_an_unknown_preferred_book_is_said() -> None:
    at = open_app(q="clock", pref="ropta2")
    assert any("Règlement préféré inconnu" in w.value for w in at.warning)
    assert at.selectbox(key="pref_filter").value is None


def test_a_book_named_in_the_question_comes_first_and_is_said() -> None:
    at = open_app(q="ropta temps de réflexion")
    assert cards(at)[0] == "article=ropta%3A3.5"
    assert "ROPTA d'abord (nommé dans la question)" in captions(at)
