"""The books' worked examples, run against the engine under each book's rules: one test
per example (``pytest tests/engine -k tda-47-ex3a``), then the figures over all of them."""

from __future__ import annotations

import json

import pytest

from kb.datafiles import read_toml
from kb.engine.books import EXAMPLES_DIR, engine_books
from kb.engine.citations import Citation, load_citations, verify_citations
from kb.engine.examples import (
    ExampleResult,
    WorkedExample,
    build_step,
    load_examples,
    load_results,
    results_document,
    run_example,
    run_examples,
    verify_quotes,
)
from kb.engine.results import EXAMPLES_FILE, RESULTS_VERSION
from kb.engine.rules import RuleSet
from kb.errors import DataError, KBError
from kb.model import Library
from kb.quotes import find_quote

EXAMPLES = load_examples()
BOOKS = engine_books()


@pytest.fixture(scope="module")
def rulesets() -> dict[str, RuleSet]:
    return {book: RuleSet.for_book(book) for book in BOOKS}


@pytest.fixture(scope="module")
def results(library: Library) -> list[ExampleResult]:
    return run_examples(library)


@pytest.mark.parametrize("example", EXAMPLES, ids=[ex.id for ex in EXAMPLES])
def test_worked_example(example: WorkedExample, rulesets: dict[str, RuleSet], library: Library) -> None:
    """The engine finds the book's figures, or the example is an erratum of the book that
    says why; its quote is verbatim in its article."""
    assert verify_quotes([example], library) == []
    r = run_example(example, rulesets[example.book], oracle=True)
    assert r.status in ("pass", "erratum"), r.note
    if r.status == "erratum":
        assert len(r.note) > 40 and r.book_says, r.note


def test_the_examples_counted(results: list[ExampleResult]) -> None:
    """152 worked examples: 144 pass, 8 are errata of the books, none fails."""
    counts = {status: sum(r.status == status for r in results) for status in ("pass", "erratum", "fail")}
    assert counts == {"pass": 144, "erratum": 8, "fail": 0}


def test_at_least_100_examples_over_the_five_books(results: list[ExampleResult]) -> None:
    assert len(results) >= 100
    assert {r.book for r in results} == set(BOOKS)
    assert len(BOOKS) == 5


def test_no_example_fails(results: list[ExampleResult]) -> None:
    failed = [(r.id, r.note) for r in results if r.status == "fail"]
    assert not failed


def test_every_erratum_explains_itself_and_differs_from_the_book(results: list[ExampleResult]) -> None:
    errata = [r for r in results if r.status == "erratum"]
    assert len(errata) >= 5
    for r in errata:
        assert len(r.note) > 40, r.id
        assert r.book_says, r.id


def test_every_quote_is_verbatim_in_its_article(library: Library) -> None:
    assert verify_quotes(load_examples(), library) == []


def test_pokerkit_agrees_on_the_examples_it_models(results: list[ExampleResult]) -> None:
    modelled = [r for r in results if r.pokerkit != "n/a"]
    assert len(modelled) >= 50
    for r in modelled:
        if r.pokerkit == "disagree":
            assert "différence connue" in r.pokerkit_note, (r.id, r.pokerkit_note)


def test_json_shape(results: list[ExampleResult]) -> None:
    keys = {"id", "book", "article", "label", "kind", "status", "expected", "actual", "note", "pokerkit"}
    for r in results:
        d = r.to_dict()
        assert keys <= set(d)
        assert d["status"] in ("pass", "erratum", "fail")
        assert d["pokerkit"] in ("agree", "disagree", "n/a")


def test_results_round_trip_through_json(results: list[ExampleResult]) -> None:
    document = json.loads(json.dumps(results_document(results), ensure_ascii=False))
    assert document["version"] == RESULTS_VERSION
    assert load_results(document) == results


def test_results_of_another_version_or_shape_are_refused(results: list[ExampleResult]) -> None:
    document = results_document(results[:1])
    with pytest.raises(DataError, match="version"):
        load_results({**document, "version": RESULTS_VERSION + 1})
    broken = {**document, "results": [{**document["results"][0], "status": "peut-être"}]}
    with pytest.raises(DataError, match="statut"):
        load_results(broken)
    with pytest.raises(DataError, match="champ"):
        load_results({**document, "results": [{**document["results"][0], "extra": 1}]})


def own_folder(tmp_path):  # type: ignore[no-untyped-def]
    """A build folder whose parent is this test's own: the step keeps its results beside the
    folder (kb.bookcache), where another test's would be found under the same key."""
    out = tmp_path / "build"
    out.mkdir()
    return out


def test_build_step_writes_the_results(library: Library, tmp_path, results: list[ExampleResult]) -> None:  # type: ignore[no-untyped-def]
    build_step(library, own_folder(tmp_path))
    assert load_results(tmp_path / "build" / EXAMPLES_FILE) == results


def _by_id(results: list[ExampleResult], ex_id: str) -> ExampleResult:
    return next(r for r in results if r.id == ex_id)


def test_tda_47_ex3a(results: list[ExampleResult]) -> None:
    r = _by_id(results, "tda-47-ex3a")
    assert r.status == "pass" and r.actual["can_raise"] is False


def test_tda_43_ex4b_is_an_erratum_misprinted_blinds(results: list[ExampleResult]) -> None:
    r = _by_id(results, "tda-43-ex4b-blindes-du-livre")
    assert r.status == "erratum" and r.actual["min_raise_to"] == 900


def test_tda_45_ex4b_is_an_erratum_addition(results: list[ExampleResult]) -> None:
    r = _by_id(results, "tda-45-ex4b")
    assert r.status == "erratum" and r.actual["to"] == 2000


def test_ropta_9_7_casb_side_pot(results: list[ExampleResult]) -> None:
    r = _by_id(results, "ropta-9.7-casB")
    assert r.status == "pass" and r.actual["pots"] == [9000, 14000]


def test_aix_winner_announced_backwards(results: list[ExampleResult]) -> None:
    r = _by_id(results, "aix-mains-full")
    assert r.status == "erratum" and r.actual["winner"] == 1


def test_a_wrong_expectation_is_reported_as_fail(rulesets: dict[str, RuleSet]) -> None:
    """The runner can fail: an example whose expected figure is wrong ends ``fail`` (a book
    whose minimum raise adds the last raise: 150 + 100 = 250)."""
    book = next(b for b in BOOKS if rulesets[b].min_raise_rule == "add_last_bet_or_raise")
    ex = WorkedExample(
        id="x", book=book, article=f"{book}:x", label="Cas B", kind="min_raise", quote="q",
        expected={"min_raise_to": 300},
        situation="blinds 25/50\nplayers SB:5000 BB:5000 A:5000 B:5000\nA raise 150\n? B\n",
    )
    r = run_example(ex, rulesets[book], oracle=False)
    assert r.status == "fail" and "250" in r.note


def test_an_unknown_book_lists_the_books_with_examples() -> None:
    with pytest.raises(KBError, match="livre inconnu") as info:
        load_examples(book="nulle-part")
    for book in BOOKS:
        assert book in str(info.value)


@pytest.mark.parametrize("book", BOOKS)
def test_deciding_articles_exist_and_hold_their_quote(book: str, library: Library) -> None:
    """Every ``[articles]`` entry of an example file names an article of its book that
    holds its quote word for word."""
    arts = read_toml(EXAMPLES_DIR / f"{book}.toml").get("articles", {})
    assert arts, book
    for topic, cit in arts.items():
        assert cit["article"].startswith(book + ":"), (book, topic)
        assert cit["quote"].strip(), (book, topic)
    assert verify_citations([book], library) == []


def test_a_quote_not_in_its_article_is_reported(library: Library) -> None:
    """The check can fail: a sentence of another article is refused."""
    book = BOOKS[0]
    cits = load_citations(book)
    topic, cit = next(iter(cits.items()))
    other = next(c for c in cits.values() if str(c) != str(cit) and c.quote not in cit.quote)
    wrong = Citation(str(cit), other.quote + " (faux)", topic)
    assert find_quote(library.get(wrong), wrong.quote) is None


def test_the_build_stops_on_a_deciding_quote_not_in_its_article(library: Library, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A wrong sentence in an ``[articles]`` table stops the build step, naming it."""
    import kb.engine.examples as examples_module

    monkeypatch.setattr(examples_module, "verify_citations", lambda books, lib: ["tda [articles] bet : citation introuvable"])
    with pytest.raises(DataError) as info:
        build_step(library, own_folder(tmp_path))
    assert "tda [articles] bet" in str(info.value)
