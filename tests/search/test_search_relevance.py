"""The search on the real corpus: the relevance set's floors and the issue's done-criteria."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.knowledge import KnowledgeBase
from kb.search import Searcher
from kb.search.evaluation import KINDS, RelevanceQuery, evaluate, load_relevance_set
from kb.search.index import load_topic_labels

RELEVANCE = Path(__file__).resolve().parent.parent / "data" / "search_relevance.toml"


def _relevant_ids_exist(queries: list[RelevanceQuery], library) -> None:  # type: ignore[no-untyped-def]
    """Every relevant id of every query is an article of the library."""
    assert [(q.q, aid) for q in queries for aid in q.relevant if aid not in library] == []


def _new_set(path: Path, earlier: tuple[Path, ...], library) -> list[RelevanceQuery]:  # type: ignore[no-untyped-def]
    """The queries of the set at ``path``, checked: none is a query of an ``earlier`` set,
    every relevant id is an article."""
    queries = load_relevance_set(path)
    others = {q.q for p in earlier for q in load_relevance_set(p)}
    assert not {q.q for q in queries} & others
    _relevant_ids_exist(queries, library)
    return queries


def _assert_floors(searcher: Searcher, path: Path, **floors: float) -> None:
    """The set's overall figures (``hit5``, ``mrr``, ``recall10``) are at least ``floors``."""
    overall = evaluate(searcher, load_relevance_set(path)).overall
    for figure, floor in floors.items():
        assert getattr(overall, figure) >= floor, (figure, overall)


@pytest.fixture(scope="module")
def searcher(kb: KnowledgeBase) -> Searcher:
    return kb.searcher


def test_relevance_set_is_complete(library) -> None:
    queries = load_relevance_set(RELEVANCE)
    assert len(queries) >= 60
    assert {q.kind for q in queries} == set(KINDS) - {"jargon"}  # "jargon": the blind set's kind
    assert len({q.q for q in queries}) == len(queries)
    _relevant_ids_exist(queries, library)


def test_relevance_floors(searcher: Searcher) -> None:
    _assert_floors(searcher, RELEVANCE, hit5=0.90, mrr=0.75, recall10=0.85)


def test_dead_button_lists_the_three_books_first(searcher: Searcher) -> None:
    top = [h.id for h in searcher.search("dead button").hits[:3]]
    assert set(top) == {"ropta:4.3", "tda:32", "redcactus:32"}


def test_equilibrage_finds_ropta_2_3_and_tda_11(searcher: Searcher) -> None:
    top = [h.id for h in searcher.search("equilibrage").hits[:3]]
    assert "ropta:2.3" in top and "tda:11" in top


def test_tapis_also_searched_as_all_in(searcher: Searcher) -> None:
    r = searcher.search("tapis")
    (exp,) = [e for e in r.expansions if e.entry_id == "tapis"]
    assert "all-in" in exp.also
    assert "tda:PR-1" in [h.id for h in r.hits]  # « Boutons All-In » found through the jargon


def test_question_about_time(searcher: Searcher) -> None:
    top = [h.id for h in searcher.search("combien de temps a un joueur quand on demande le time ?").hits[:5]]
    assert {"ropta:3.5", "tda:29", "redcactus:29"} <= set(top)


def test_history_searches_struck_wording(searcher: Searcher) -> None:
    # ROPTA 10-10's whole wording is struck: "CARTES JETEES TROP RAPIDEMENT"
    assert "ropta:10-10" not in [h.id for h in searcher.search("cartes jetées trop rapidement").hits]
    assert "ropta:10-10" in [h.id for h in searcher.search("cartes jetées trop rapidement", history=True).hits[:5]]
    assert [h.id for h in searcher.search('"trop rapidement"').hits] == ["ropta:3.5"]  # « trop rapidement » (time)
    assert [h.id for h in searcher.search('"trop rapidement"', history=True).hits] == ["ropta:3.5", "ropta:10-10"]


def test_book_filter_on_the_corpus(searcher: Searcher) -> None:
    hits = searcher.search("bouton mort", books=["redcactus", "tda"]).hits
    assert hits and {h.book for h in hits} <= {"redcactus", "tda"}
    assert hits[0].id in ("tda:32", "redcactus:32")


def test_topic_filter_by_id_or_label(searcher: Searcher, kb: KnowledgeBase) -> None:
    library = kb.library
    topics = library.get("ropta:4.3").topics
    if not topics:
        pytest.skip("no topic assigned to ROPTA 4.3 (taxonomy absent)")
    tid = topics[0]
    hits = searcher.search("bouton mort", topic=tid).hits
    assert "ropta:4.3" in [h.id for h in hits]
    assert all(tid in library.get(h.id).topics for h in hits)
    label = load_topic_labels().get(tid)
    if label:
        assert [h.id for h in searcher.search("bouton mort", topic=label.upper()).hits] == [h.id for h in hits]


HOLDOUT = Path(__file__).resolve().parent.parent / "data" / "search_holdout.toml"


def test_holdout_set_is_new_and_complete(library) -> None:
    holdout = _new_set(HOLDOUT, (RELEVANCE,), library)
    assert len(holdout) >= 50
    assert {q.kind for q in holdout} == set(KINDS) - {"jargon"}


def test_holdout_floors(searcher: Searcher) -> None:
    _assert_floors(searcher, HOLDOUT, hit5=0.85, mrr=0.70, recall10=0.85)


QUESTIONS = Path(__file__).resolve().parent.parent / "data" / "search_questions.toml"


def test_question_set_is_new_and_complete(library) -> None:
    questions = _new_set(QUESTIONS, (RELEVANCE, HOLDOUT), library)
    assert len(questions) >= 20
    assert {q.kind for q in questions} == {"question", "concept"}


def test_question_set_floors(searcher: Searcher) -> None:
    _assert_floors(searcher, QUESTIONS, hit5=0.80, mrr=0.58, recall10=0.78)


def test_generic_words_of_a_question_weigh_less(searcher: Searcher) -> None:
    # "joueur" is in most articles: in a question it must not outweigh the words of the subject
    from kb.search.query import GENERIC_BOOST, build, parse

    plan = build(parse("le joueur peut-il téléphoner à la table ?"), searcher.vocab, searcher.glossary)
    boosts = {next(iter(c.covers)): c.boost for c in plan.clauses if c.kind == "word" and c.covers}
    assert boosts["joueur"] == GENERIC_BOOST and boosts["téléphoner"] == 1.0
    short = build(parse("joueur absent"), searcher.vocab, searcher.glossary)
    assert all(c.boost == 1.0 for c in short.clauses if c.kind == "word")


TUNING = Path(__file__).resolve().parent.parent / "data" / "search_concepts_tuning.toml"


def test_concept_tuning_set_is_new_and_complete(library) -> None:
    tuning = _new_set(TUNING, (RELEVANCE, HOLDOUT, QUESTIONS), library)
    assert len(tuning) >= 60 and {q.kind for q in tuning} == {"concept"}


def test_concept_tuning_set_floors(searcher: Searcher) -> None:
    # before this set's tuning: Hit@5 0.60, MRR 0.51 (the floors keep what was gained)
    _assert_floors(searcher, TUNING, hit5=0.80, mrr=0.62)


def test_a_books_primer_weighs_less_than_its_rules(searcher: Searcher, monkeypatch: pytest.MonkeyPatch) -> None:
    # RedCactus's primer on the game (kind « intro »: the deal, the streets…) shares the
    # everyday words of many questions that a rule answers: its score weighs KIND_WEIGHTS
    import numpy as np

    from kb.search.searcher import KIND_WEIGHTS

    primer, rule = "redcactus:intro-la-turn", "ropta:7.3"
    weighted = {h.id: h.score for h in searcher.search("la turn").hits}
    monkeypatch.setattr(searcher, "_kind_weights", np.ones(len(searcher._docs)))
    plain = {h.id: h.score for h in searcher.search("la turn").hits}
    assert KIND_WEIGHTS["intro"] < 1
    assert weighted[primer] == pytest.approx(plain[primer] * KIND_WEIGHTS["intro"], rel=1e-3)
    assert weighted[rule] == plain[rule]


def test_a_word_of_a_common_glossary_entry_weighs_less(searcher: Searcher) -> None:
    # « croupier » (TDA), « donneur » and « dealer » (ROPTA) name the dealer: no word is in a
    # quarter of the articles, the three are; the title « Les ERREURS du Croupier » came first
    # on « un joueur insulte le croupier » by that word alone
    from kb.search.query import GENERIC_BOOST, build, parse

    assert "donneur" in searcher.vocab.generic_entries
    plan = build(parse("un joueur insulte le croupier"), searcher.vocab, searcher.glossary)
    boosts = {next(iter(c.covers)): c.boost for c in plan.clauses if c.kind == "word" and c.covers}
    assert boosts["croupier"] == GENERIC_BOOST and boosts["insulte"] == 1.0
    # first: the sanctions (ROPTA) or the incorrect behaviour (TDA, « conduite inappropriée »)
    assert searcher.search("un joueur insulte le croupier").hits[0].id in {"ropta:11.1", "tda:70"}
    # two words: not a question whose subject is elsewhere
    assert searcher.search("le croupier se trompe").hits[0].id == "aix:les-erreurs-du-croupier"


def test_an_incidental_word_of_a_question_weighs_less(searcher: Searcher) -> None:
    # a number in letters says little of the subject of a question: « deux » in the title of
    # ROPTA 5.3 (« présence de deux jeux de cartes ») must not put it first, before the string bet
    from kb.search.query import GENERIC_BOOST, build, parse
    from kb.search.understanding import load_questions

    assert "deux" in load_questions().incidental
    query = "il dit je suis mais pousse deux fois plus que ce qu'il faut"
    plan = build(parse(query), searcher.vocab, searcher.glossary)
    boosts = {next(iter(c.covers)): c.boost for c in plan.clauses if c.kind == "word" and c.covers}
    assert boosts["deux"] == GENERIC_BOOST and boosts["pousse"] == 1.0
    ids = [h.id for h in searcher.search(query, limit=10).hits]
    assert ids.index("tda:56") < ids.index("ropta:5.3")
    # two words: the number is the subject
    short = build(parse("deux jeux"), searcher.vocab, searcher.glossary)
    assert all(c.boost == 1.0 for c in short.clauses if c.kind == "word")
    # what a player wants, may or believes says nothing of the subject either; a form the
    # books lack is read by its lemma (« sait » → « savoir »), listed too
    told = build(parse("le gars sait pas quoi faire, il veut redonner"), searcher.vocab, searcher.glossary)
    told_boosts = {next(iter(c.covers)): c.boost for c in told.clauses if c.kind == "word" and c.covers}
    assert told_boosts["savoir"] == told_boosts["veut"] == GENERIC_BOOST and told_boosts["redonner"] == 1.0


def test_a_situation_counts_every_one_of_its_books_words_an_article_has(searcher: Searcher) -> None:
    # an article naming a situation in two of the books' words scores its best one plus
    # ``rest`` of the other; an article with one of them, that one alone
    from kb.search.index import CONTENT_FIELDS
    from kb.search.scoring import Alt, Clause

    scorer = searcher.scorer
    alts = [Alt(("bouton",)), Alt(("mort",))]
    one = [dict(zip(s.docs.tolist(), s.values.tolist(), strict=True)) for s in (scorer.alt_scores(a, CONTENT_FIELDS) for a in alts)]
    got = scorer.clause_scores(Clause(alts, rest=0.25), CONTENT_FIELDS)
    scores = dict(zip(got.docs.tolist(), got.values.tolist(), strict=True))
    both = sorted(set(one[0]) & set(one[1]))
    only = sorted(set(one[0]) - set(one[1]))
    assert both and only
    for d in both:
        hi, lo = max(one[0][d], one[1][d]), min(one[0][d], one[1][d])
        assert scores[d] == pytest.approx(hi + 0.25 * lo)
    assert all(scores[d] == pytest.approx(one[0][d]) for d in only)
    plain = scorer.clause_scores(Clause(alts), CONTENT_FIELDS)
    assert plain.values.tolist() == [max(one[0].get(d, 0.0), one[1].get(d, 0.0)) for d in plain.docs.tolist()]


REWORDED = Path(__file__).resolve().parent.parent / "data" / "search_reworded_tuning.toml"


def test_reworded_tuning_set_is_new_and_complete(library) -> None:
    reworded = _new_set(REWORDED, (RELEVANCE, HOLDOUT, QUESTIONS, TUNING), library)
    assert len(reworded) == 40 and {q.kind for q in reworded} == {"concept"}


def test_reworded_tuning_set_floors(searcher: Searcher) -> None:
    # written before any change of its round: Hit@5 0.70, MRR 0.537; 0.825, 0.642 since
    # hand-for-hand and betting in the dark told in players' words
    _assert_floors(searcher, REWORDED, hit5=0.78, mrr=0.60)
