"""The jargon glossary (kb/data/glossary.toml) and the query expansion it drives."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.errors import DataError
from kb.search.analysis import sequence_terms, words
from kb.search.glossary import load_glossary, parse_glossary
from kb.search.query import SYNONYM_BOOST, Vocabulary, build, parse


def _terms(text: str) -> list[str]:
    return [t for w, _, _ in words(text) for t in sequence_terms(w.lower())]


def test_glossary_has_at_least_60_entries_with_definitions() -> None:
    g = load_glossary()
    assert len(g) >= 60
    for e in g.entries:
        assert e.definition.endswith((".", "»")), e.id
        assert e.term


# The equivalences named in the issue, each French term with its jargon.
REQUIRED = [
    ("tapis", ["all-in", "boîte"]),
    ("relance", ["raise"]),
    ("sur-relance", ["re-raise"]),
    ("suivre", ["payer", "call"]),
    ("parole", ["check"]),
    ("se coucher", ["passer", "fold"]),
    ("fausse donne", ["maldonne", "misdeal"]),
    ("bouton mort", ["dead button"]),
    ("grosse blinde", ["big blind", "BB"]),
    ("time", ["temps de réflexion", "clock"]),
    ("hors de son tour", ["out of turn", "OOT"]),
    ("mise en plusieurs fois", ["string bet"]),
    ("jeton indivisible", ["jeton insécable", "odd chip"]),
    ("course au lièvre", ["rabbit hunting"]),
    ("abattage", ["showdown"]),
    ("défausse", ["muck"]),
    ("pot extérieur", ["side pot", "pot parallèle"]),
    ("tête-à-tête", ["heads-up", "duel"]),
]


@pytest.mark.parametrize("term,others", REQUIRED, ids=[r[0] for r in REQUIRED])
def test_required_equivalences(term: str, others: list[str]) -> None:
    g = load_glossary()
    entry = next((e for e in g.entries if e.term == term), None)
    assert entry is not None, term
    for o in others:
        assert o in entry.forms, (term, o)


def test_find_prefers_the_longest_form() -> None:
    g = load_glossary()
    ids = [m.entry.id for m in g.find(_terms("mise insuffisante"))]
    assert ids == ["mise-insuffisante"]  # not also "mise"
    ids = [m.entry.id for m in g.find(_terms("il a fait une relance"))]
    assert ids == ["relance"]  # "sur relance" is not "sur-relance"


def test_english_jargon_finds_the_french_entry() -> None:
    g = load_glossary()
    m = g.find(_terms("dead button"))
    assert [x.entry.id for x in m] == ["bouton-mort"]
    assert [f.text for f in m[0].others] == ["bouton mort"]


def _plan(text: str):
    g = load_glossary()
    vocab = Vocabulary({"words": {}, "terms": {}}, g)
    return build(parse(text), vocab, g)


def test_expansion_keeps_the_users_words_and_weights_synonyms_lower() -> None:
    plan = _plan("tapis")
    words_clauses = [c for c in plan.clauses if c.kind == "word"]
    synonyms = [c for c in plan.clauses if c.kind == "synonym"]
    assert [a.terms for c in words_clauses for a in c.alts] == [("tapis",)]
    assert words_clauses[0].boost == 1.0
    assert synonyms and all(c.boost == SYNONYM_BOOST < 1.0 for c in synonyms)
    alts = {a.terms for c in synonyms for a in c.alts}
    assert ("all", "in") in alts and (sequence_terms("boîte")) in alts
    (exp,) = plan.expansions
    assert exp.words == "tapis" and exp.entry_id == "tapis" and "all-in" in exp.also


def test_multiword_jargon_is_searched_as_an_expression() -> None:
    plan = _plan("out of turn")
    kinds = {c.kind for c in plan.clauses}
    assert "expression" in kinds and "covered" in kinds  # "turn" alone keeps a small weight
    expr = next(c for c in plan.clauses if c.kind == "expression")
    assert expr.alts[0].terms == tuple(_terms("out of turn"))


def test_glossary_errors_name_the_entry(tmp_path: Path) -> None:
    bad = 'the = 1\n[[entry]]\nid = "x"\nterm = "x"\ndefinition = "d."\nvariants = [1]\n'
    with pytest.raises(DataError, match=r"entry\[0\] \(x\)\.variants"):
        parse_glossary(bad, tmp_path / "g.toml")
    dup = '[[entry]]\nid = "x"\nterm = "x"\ndefinition = "d."\n[[entry]]\nid = "x"\nterm = "y"\ndefinition = "d."\n'
    with pytest.raises(DataError, match=r"entry\[1\] \(x\)\.id : identifiant en double 'x'"):
        parse_glossary(dup, tmp_path / "g.toml")
    with pytest.raises(DataError, match="TOML invalide"):
        parse_glossary("[[entry", tmp_path / "g.toml")
    with pytest.raises(DataError, match="'le la' n'a aucun mot cherchable"):
        parse_glossary('[[entry]]\nid = "x"\nterm = "le la"\ndefinition = "d."\n', tmp_path / "g.toml")


def test_a_form_may_skip_one_word_of_the_query() -> None:
    g = load_glossary()
    assert [m.entry.id for m in g.find(_terms("qui doit montrer vite en premier"))] == ["ordre-d-abattage"]
    (m,) = g.find(_terms("montrer vite en premier"))
    assert m.positions == (0, 2)  # "vite" is not part of the expression
    assert g.find(_terms("montrer encore plus tard en premier")) == []  # two words: too far
