"""The books' worked examples, run against the engine under each book's rules."""

from __future__ import annotations

import pytest

from kb.engine.examples import load_examples, run_examples, verify_quotes
from kb.engine.rules import BOOKS
from kb.model import Library


@pytest.fixture(scope="module")
def results(library: Library):  # type: ignore[no-untyped-def]
    return run_examples(library)


def test_at_least_100_examples_over_the_five_books(results) -> None:  # type: ignore[no-untyped-def]
    assert len(results) >= 100
    assert {r.book for r in results} == set(BOOKS)


def test_no_example_fails(results) -> None:  # type: ignore[no-untyped-def]
    failed = [(r.id, r.note) for r in results if r.status == "fail"]
    assert not failed


def test_every_erratum_explains_itself_and_differs_from_the_book(results) -> None:  # type: ignore[no-untyped-def]
    errata = [r for r in results if r.status == "erratum"]
    assert len(errata) >= 5
    for r in errata:
        assert len(r.note) > 40, r.id
        assert r.book_says, r.id


def test_every_quote_is_verbatim_in_its_article(library: Library) -> None:
    assert verify_quotes(load_examples(), library) == []


def test_pokerkit_agrees_on_the_examples_it_models(results) -> None:  # type: ignore[no-untyped-def]
    modelled = [r for r in results if r.pokerkit != "n/a"]
    assert len(modelled) >= 50
    for r in modelled:
        if r.pokerkit == "disagree":
            assert "différence connue" in r.pokerkit_note, (r.id, r.pokerkit_note)


def test_json_shape(results) -> None:  # type: ignore[no-untyped-def]
    keys = {"id", "book", "article", "label", "kind", "status", "expected", "actual", "note", "pokerkit"}
    for r in results:
        d = r.to_dict()
        assert keys <= set(d)
        assert d["status"] in ("pass", "erratum", "fail")
        assert d["pokerkit"] in ("agree", "disagree", "n/a")


def _by_id(results, ex_id):  # type: ignore[no-untyped-def]
    return next(r for r in results if r.id == ex_id)


def test_tda_47_ex3a(results) -> None:  # type: ignore[no-untyped-def]
    r = _by_id(results, "tda-47-ex3a")
    assert r.status == "pass" and r.actual["can_raise"] is False


def test_tda_43_ex4b_is_an_erratum_misprinted_blinds(results) -> None:  # type: ignore[no-untyped-def]
    r = _by_id(results, "tda-43-ex4b-blindes-du-livre")
    assert r.status == "erratum" and r.actual["min_raise_to"] == 900


def test_tda_45_ex4b_is_an_erratum_addition(results) -> None:  # type: ignore[no-untyped-def]
    r = _by_id(results, "tda-45-ex4b")
    assert r.status == "erratum" and r.actual["to"] == 2000


def test_ropta_9_7_casb_side_pot(results) -> None:  # type: ignore[no-untyped-def]
    r = _by_id(results, "ropta-9.7-casB")
    assert r.status == "pass" and r.actual["pots"] == [9000, 14000]


def test_aix_winner_announced_backwards(results) -> None:  # type: ignore[no-untyped-def]
    r = _by_id(results, "aix-mains-full")
    assert r.status == "erratum" and r.actual["winner"] == 1


def test_a_wrong_expectation_is_reported_as_fail(tmp_path, library: Library) -> None:  # type: ignore[no-untyped-def]
    """The runner can fail: an example whose expected figure is wrong ends ``fail``."""
    from kb.engine.examples import WorkedExample, run_example
    from kb.engine.rules import RuleSet

    ex = WorkedExample(
        id="x", book="ropta", article="ropta:9.6", label="Cas B", kind="min_raise", quote="q",
        expected={"min_raise_to": 300},
        situation="blinds 25/50\nplayers SB:5000 BB:5000 A:5000 B:5000\nA raise 150\n? B\n",
    )
    r = run_example(ex, RuleSet.for_book("ropta"), oracle=False)
    assert r.status == "fail" and "250" in r.note


def test_deciding_articles_exist(library: Library) -> None:
    """Every article named in the ``[articles]`` table of an example file exists."""
    from kb.engine.rules import load_articles

    for book in BOOKS:
        arts = load_articles(book)
        assert arts, book
        for topic, art in arts.items():
            assert art.startswith(book + ":"), (book, topic)
            assert library.get(art) is not None, (book, topic, art)
