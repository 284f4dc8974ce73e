"""Answer cards (a value question → each book's value) and situations (a betting story →
the simulator), in the library and in ``kb search``."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from urllib.parse import unquote

import pytest

from kb.cli import main
from kb.engine.description import read_description
from kb.engine.director import rule_for_situation
from kb.engine.situation import parse_situation
from kb.knowledge import KnowledgeBase
from kb.search.answers import NOT_FIXED, card_metrics, find_answer, load_detector
from kb.search.simulation import read_simulation

CARDS = Path(__file__).resolve().parent.parent / "data" / "answer_cards.toml"


def _cards() -> list[dict[str, str]]:
    return list(tomllib.loads(CARDS.read_text(encoding="utf-8"))["query"])


def test_card_set_is_large_enough_and_names_real_parameters(kb: KnowledgeBase) -> None:
    rows = _cards()
    ids = {p.id for p in kb.parameters}
    assert sum(1 for r in rows if r["parameter"]) >= 30 and sum(1 for r in rows if not r["parameter"]) >= 30
    assert {r["parameter"] for r in rows if r["parameter"]} <= ids


def test_card_detector_precision_and_recall() -> None:
    precision, recall = card_metrics(load_detector(), [(r["q"], r["parameter"] or None) for r in _cards()])
    assert precision >= 0.95 and recall >= 0.8, (precision, recall)


def test_time_card_gives_each_book_with_its_quote(kb: KnowledgeBase) -> None:
    answer = find_answer("combien de temps a un joueur quand on demande le time ?", kb.parameters)
    assert answer is not None and answer.parameter == "time.seconds_after_call" and answer.diverges
    values = answer.values
    assert {b: values[b].value for b in ("ropta", "tda", "redcactus", "aix")} == {"ropta": 30, "tda": 30, "redcactus": 30, "aix": 70}
    assert values["ciaffone"].value is None and values["ciaffone"].display == NOT_FIXED and values["ciaffone"].quote
    assert all(v.quote and v.article.startswith(b + ":") for b, v in values.items())
    assert answer.differs("aix") and not answer.differs("ropta")


def test_no_card_for_a_keyword_query(kb: KnowledgeBase) -> None:
    assert find_answer("bouton mort", kb.parameters) is None


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("blindes 100/200, A relance à 600, B pousse un jeton de 1000 sans rien dire",
         "blinds 100/200\nplayers SB:20000 BB:20000 A:20000 B:20000\nA raise 600\n? B chips 1000"),
        ("blinds 250/500 UTG relance à 1100, BTN pousse un jeton de 5000 et annonce « relance »",
         'blinds 250/500\nplayers SB:50000 BB:50000 UTG:50000 BTN:50000\nUTG raise 1100\n? BTN chips 5000 says "relance"'),
        # issue 35: B's stack is learnt from his all-in (the search box's own reader lost it)
        ("Blindes 100/200. A relance à 600, B fait tapis pour 800. Que peut faire C ?",
         "blinds 100/200\nplayers SB:20000 BB:20000 A:20000 B:800 C:20000\nA raise 600\nB allin\n? C"),
        ("100-200, UTG raise 600, B shove 800, C ? min",
         "blinds 100/200\nplayers SB:20000 BB:20000 UTG:20000 B:800 C:20000\nUTG raise 600\nB allin\n? C"),
        ("niveau 1000/2000 ante 2000, A mise 5000, B fait tapis pour 30000, C suit. Que peut faire SB ?",
         "blinds 1000/2000 ante 2000 bb\nplayers SB:200000 BB:200000 A:200000 B:30000 C:200000\nA raise 5000\nB allin\nC call\n? SB"),
        # the question names its player, who has not acted yet
        ("blindes 100/200, A relance à 600, que peut faire B ?",
         "blinds 100/200\nplayers SB:20000 BB:20000 A:20000 B:20000\nA raise 600\n? B"),
        # a raise below the minimum: the story's question is that raise (ROPTA 9.4, TDA 55)
        ("blindes 50/100, A mise 300, B relance à 400",
         'blinds 50/100\nplayers SB:10000 BB:10000 A:10000 B:10000\nA raise 300\n? B says "relance à 400"'),
        ("blindes 50/100, A mise 300, B relance à 700, est-ce valide ?",
         'blinds 50/100\nplayers SB:10000 BB:10000 A:10000 B:10000\nA raise 300\n? B says "relance à 700"'),
    ],
)
def test_a_betting_story_becomes_a_situation(query: str, expected: str, kb: KnowledgeBase) -> None:
    sim = read_simulation(query, kb.rulesets)
    assert sim is not None and sim.text == expected
    parse_situation(sim.text)  # the engine reads it
    assert rule_for_situation(sim.text, rulesets=kb.rulesets())  # and rules it: the simulator's link never ends on an error
    assert unquote(sim.link.split("=", 1)[1]) == expected and sim.command.startswith("kb rule -s ")


@pytest.mark.parametrize("query", ["bouton mort", "combien de temps quand on demande le time ?", "relance 100/200", "blindes 100/200"])
def test_no_situation_without_blinds_and_an_action(query: str, kb: KnowledgeBase) -> None:
    assert read_simulation(query, kb.rulesets) is None


@pytest.mark.parametrize("query", [
    "niveau 1000/2000 ante 2000, A mise 5000, B fait tapis, C suit",  # B's all-in: for how much?
    "blindes 100/200, A relance à 600, B se couche, C suit",  # no question asked
])
def test_no_situation_where_the_reader_asks_back(query: str, kb: KnowledgeBase) -> None:
    """What the simulator's box asks back is not guessed by the search box either."""
    assert read_description(query).questions and read_simulation(query, kb.rulesets) is None


@pytest.mark.parametrize(
    "query",
    ["blinds 100/200 ante 1e400, A relance à 600, que peut faire B ?",
     "blinds 100/" + "9" * 4400 + ", A relance à 600, que peut faire B ?"],
)
def test_no_situation_from_an_amount_no_table_holds(query: str, kb: KnowledgeBase) -> None:
    """« ante 1e400 » was said back as « ante 1 »; 4 400 digits ended the search in a ValueError."""
    assert read_simulation(query, kb.rulesets) is None


def test_search_json_carries_answer_and_situation(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "combien de temps a un joueur quand on demande le time ?", "--json", "--limit", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["answer"]) == {"parameter", "label", "values", "diverges"}
    assert out["answer"]["values"]["aix"]["value"] == 70 and out["answer"]["values"]["tda"]["quote"]
    assert set(out["answer"]["values"]["ropta"]) == {"value", "display", "article", "quote"}
    assert out["situation"] is None
    assert main(["search", "blindes 100/200, A relance à 600, B pousse un jeton de 1000", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["answer"] is None and out["situation"]["link"].startswith("/exemples?situation=")


def test_search_prints_the_card_first(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "combien de temps a un joueur quand on demande le time ?", "--limit", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Réponse : Temps accordé au joueur")
    for value in ("30 secondes", "70 secondes", "non fixé", "« Le club a le droit de décréter"):
        assert value in out


def test_the_rules_are_the_built_parameters_of_the_books_in_use(kb: KnowledgeBase) -> None:
    """What the simulator, the search box and ``kb rule`` rule with: the verified
    parameters of the build, one rule set per book in use, overrides applied."""
    sets = kb.rulesets()
    assert [r.book for r in sets] == list(kb.library.book_names(in_use=True))
    built = {p.id: p for p in kb.parameters}
    tda = next(r for r in sets if r.book == "tda")
    assert tda.params["raise.min_raise_rule"] is built["raise.min_raise_rule"]  # the build's, not a TOML reading
    house = kb.rulesets("tda", {"raise.min_raise_rule": "double_previous_bet"})
    assert [r.book for r in house] == ["tda"] and house[0].min_raise_rule == "double_previous_bet"
