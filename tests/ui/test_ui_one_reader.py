"""One reader of told situations (issue 35 item 4): the same sentence typed in the search
box and told in the simulator's « Décrivez la situation » gives the same situation and the
same ruling of every book (Streamlit AppTest). The search box had a reader of its own:
« … B fait tapis pour 800. Que peut faire C ? » lost B's stack, and « Trancher avec le
simulateur » ruled a wrong « suivre 20 000 »."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from urllib.parse import parse_qs

import pytest
from streamlit.testing.v1 import AppTest

from kb.engine.description import read_description
from kb.engine.situation import parse_situation
from kb.knowledge import KnowledgeBase
from kb.search.simulation import read_simulation

APP = str(Path(__file__).resolve().parents[2] / "app.py")
TIMEOUT = 300
NNBSP = "&#8239;"

SENTENCES = [
    "Blindes 100/200. A relance à 600, B fait tapis pour 800. Que peut faire C ?",
    "100-200, UTG raise 600, B shove 800, C ? min",
    "blindes 100/200, A relance à 600, B pousse un jeton de 1000 sans rien dire",
    "blindes 50/100, A mise 300, B relance à 400",
    "niveau 1000/2000 ante 2000, A mise 5000, B fait tapis pour 30000, C suit. Que peut faire SB ?",
]


# The tests that open the simulator take the session's knowledge base (``kb``): built, the
# examples page rules at once instead of saying « Préparation de la base de connaissances ».


def _app(default: str) -> None:
    from kb.ui.main import run

    run(default=default)


def _run(default: str, **params: str) -> AppTest:
    at = AppTest.from_function(_app, args=(default,), default_timeout=TIMEOUT)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _rulings(at: AppTest) -> list[str]:
    return [m.value.replace(NNBSP, " ") for m in at.markdown if m.value.startswith(("**Options", "**Décision", "**Pots"))]


def _param(at: AppTest, key: str) -> str:
    value = at.query_params[key]
    return value[0] if isinstance(value, list) else value


@pytest.mark.parametrize("sentence", SENTENCES)
def test_the_search_box_and_the_simulator_read_a_sentence_alike(sentence: str, kb: KnowledgeBase) -> None:
    sim = read_simulation(sentence, kb.rulesets)
    assert sim is not None and sim.text == read_description(sentence).situation


@pytest.mark.parametrize("sentence", SENTENCES[:2])
def test_the_search_box_link_and_the_simulator_box_give_the_same_ruling(sentence: str, kb: KnowledgeBase) -> None:
    search = _run("search", q=sentence)
    (link,) = [pl.proto.query_string for pl in search.get("page_link") if pl.proto.label == "Trancher avec le simulateur"]
    situation = parse_qs(link)["situation"][0]
    from_search = _run("examples", situation=situation)

    told = _run("examples")
    told.text_area(key="sim_text").set_value(sentence)
    (button,) = [b for b in told.button if b.label == "Lire et trancher"]
    button.click().run()
    assert not told.exception, [e.value for e in told.exception]

    # the form writes the engine's words in French (« A relance à 600 »): the same situation
    a, b = parse_situation(_param(told, "situation")), parse_situation(situation)
    assert replace(a, text="") == replace(b, text="")
    assert _rulings(from_search) and _rulings(from_search) == _rulings(told)


def test_b_all_in_for_800_is_not_ruled_as_a_call_of_20000(kb: KnowledgeBase) -> None:
    search = _run("search", q=SENTENCES[0])
    (link,) = [pl.proto.query_string for pl in search.get("page_link") if pl.proto.label == "Trancher avec le simulateur"]
    shown = "\n".join(_rulings(_run("examples", situation=parse_qs(link)["situation"][0])))
    assert "suivre 20 000" not in shown and "suivre 800" in shown and "Relance minimum" in shown
