"""The books' worked examples as data (``kb/data/examples/<book>.toml``), run against the
engine under each book's own rules.

Each example ends ``pass`` (the engine finds the book's figures), ``erratum`` (the book is
wrong: the file explains why and gives the correct figures, which the engine finds) or
``fail`` (the engine disagrees with a correct example — there must be none).

A file holds an ``[articles]`` table (topic -> article deciding it in that book) and
``[[example]]`` entries::

    [[example]]
    id = "tda-47-ex3a"
    article = "tda:47"
    label = "Exemple 3-A"
    kind = "reopening"
    quote = "A ne peut alors que fold ou call car il ne peut pas relancer."
    situation = \"\"\"
    blinds 2000/4000
    players SB:100000 BB:100000 A:100000 B:100000 C:7500
    A call
    ...
    ? A
    \"\"\"
    expected = { can_raise = false, to_call = 3500 }
    # for an erratum of the book:
    erratum = "why the book is wrong"
    book_says = { min_raise_to = 950 }

Calculator examples give ``calc`` and ``inputs`` instead of a situation.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kb.bookcache import book_cache
from kb.corpus import load_manifest
from kb.datafiles import read_checked
from kb.engine.betting import Hand
from kb.engine.books import EXAMPLES_DIR, check_book, engine_books
from kb.engine.calcs import CALCS, evaluate_calc
from kb.engine.chips import interpret
from kb.engine.citations import verify_citations
from kb.engine.corrections import correct
from kb.engine.director import TABLE_ANSWERS, found_chips, skipped_player
from kb.engine.pots import build_pots
from kb.engine.results import EXAMPLES_FILE, ExampleResult, load_results, results_document
from kb.engine.rules import RuleSet
from kb.engine.situation import Question, parse_situation
from kb.errors import DataError, KBError
from kb.model import Library
from kb.quotes import find_quote

__all__ = [
    "EXAMPLES_FILE", "ExampleResult", "WorkedExample", "build_step", "evaluate_calc", "evaluate_situation",
    "load_examples", "load_results", "results_document", "run_example", "run_examples", "verify_quotes",
]

KINDS = {
    "min_raise", "min_bet", "reopening", "fifty_percent", "single_chip", "multiple_chips",
    "verbal", "undercall", "underbet", "abbreviation", "pot", "side_pot", "uncalled",
    "odd_chip", "hand_compare", "chip_race", "penalty", "final_table", "hand_for_hand",
    "limit_bet", "allin", "pot_limit", "out_of_turn",
    "showdown", "show_request", "misdeal", "button", "balance",
}


@dataclass
class WorkedExample:
    id: str
    book: str
    article: str
    label: str
    kind: str
    quote: str
    expected: dict[str, Any]
    situation: str | None = None
    calc: str | None = None
    inputs: dict[str, Any] = field(default_factory=dict)
    erratum: str | None = None
    book_says: dict[str, Any] | None = None
    note: str = ""
    source: str = ""


def _known_names() -> dict[str, list[str]]:
    """The names an examples file refers to, for its checker: the books of the manifest,
    the kinds of example, the calcs."""
    return {"books": [m.id for m in load_manifest()], "example_kinds": sorted(KINDS), "calcs": list(CALCS)}


def load_examples(folder: Path | None = None, book: str | None = None) -> list[WorkedExample]:
    """Read and check the example files of ``folder`` (default ``kb/data/examples``), one
    per book, or only ``book``'s (schema only; quotes: ``verify_quotes``)."""
    folder = folder or EXAMPLES_DIR
    known = engine_books(folder)
    books = [check_book(book, known)] if book else known
    out: list[WorkedExample] = []
    seen: dict[str, str] = {}
    for b in books:
        path = folder / f"{b}.toml"
        for i, e in enumerate(read_checked("examples", path, known=_known_names()).get("example", [])):
            if e["id"] in seen:
                where = f"exemple n° {i + 1} ({e['id']})"
                raise DataError(f"{where} : identifiant en double (aussi dans {seen[e['id']]})", path=str(path))
            seen[e["id"]] = str(path)
            out.append(WorkedExample(**e, book=b, source=str(path)))  # (its keys are fields: the schema says so)
    return out


def verify_quotes(examples: list[WorkedExample], library: Library) -> list[str]:
    """Problems: an article that does not exist, a quote not found verbatim in it."""
    problems = []
    for ex in examples:
        art = library.articles.get(ex.article)  # (Library.get raises on an unknown id)
        if art is None:
            problems.append(f"{ex.id}: article {ex.article} introuvable")
            continue
        if find_quote(art, ex.quote) is None:
            problems.append(f"{ex.id}: citation introuvable dans {ex.article} : {ex.quote!r}")
    return problems


# The engine's answer to each kind of question of a situation, as a flat dict.
def _pots_answer(hand: Hand, q: Question, rules: RuleSet) -> dict[str, Any]:
    hand.close()
    pots, returned = build_pots([(s.name, s.total, s.folded) for s in hand.seats], hand.dead)
    for name, amt in hand.returned.items():
        returned[name] = returned.get(name, 0) + amt
    return {
        "pots": [p.amount for p in pots],
        "eligible": [p.eligible for p in pots],
        "returned": dict(sorted(returned.items())),
    }


def _legal_answer(hand: Hand, q: Question, rules: RuleSet) -> dict[str, Any]:
    assert q.player is not None
    lg = hand.legal(q.player)
    oot = hand.out_of_turn_status(q.player)
    skipped = skipped_player(hand, q.player, rules)
    return {
        "skipped": skipped is not None,
        "discretion": skipped is not None and rules.skipped_player == "director_decides",
        "oot_binding": bool(oot and oot["binding"]),
        "oot_changed": bool(oot and oot["changed"]),
        "player": lg.player,
        "to_call": lg.to_call,
        "call_to": lg.call_to,
        "can_check": lg.can_check,
        "can_raise": lg.can_raise,
        "min_raise_to": lg.full_min_raise_to,
        "max_raise_to": lg.max_raise_to,
        "reopen_blocked": lg.reopen_blocked,
    }


def _ruling_answer(hand: Hand, q: Question, rules: RuleSet) -> dict[str, Any]:
    assert q.move is not None
    r = interpret(hand, q.move, rules)
    return {
        "action": r.action,
        "to": r.to,
        "complete": r.complete,
        "returned": r.returned,
        "all_in": r.all_in,
        "can_raise_later": r.can_raise_later,
        "discretion": r.discretion,
        "article": r.article,
        "reason": r.reason,
    }


def _found_answer(hand: Hand, q: Question, rules: RuleSet) -> dict[str, Any]:
    r = found_chips(hand, q, rules, rules.book)
    return {"action": "found", "found": r.details["found"], "discretion": True, "article": r.article,
            "reason": r.reason, "options": r.options}


def _correction_answer(hand: Hand, q: Question, rules: RuleSet) -> dict[str, Any]:
    c = correct(hand, rules)
    return {**c.details(), "article": c.article, "reason": c.reason, "options": c.options}


def _table_answer(kind: str) -> Callable[[Hand, Question, RuleSet], dict[str, Any]]:
    """A question beyond the betting round (kb.engine.director.TABLE_ANSWERS): its details
    and the article of the first topic the book names."""
    def answer(hand: Hand, q: Question, rules: RuleSet) -> dict[str, Any]:
        v = TABLE_ANSWERS[kind](hand, q, rules)
        art = next((rules.article(t) for t in v.topics if rules.article(t) is not None), None)
        return {**v.details, "article": art, "reason": v.reason}
    return answer


ANSWERS: dict[str, Callable[[Hand, Question, RuleSet], dict[str, Any]]] = {
    "pots": _pots_answer,
    "legal": _legal_answer,
    "ruling": _ruling_answer,
    "found": _found_answer,
    "correction": _correction_answer,
    **{kind: _table_answer(kind) for kind in TABLE_ANSWERS},
}


def evaluate_situation(text: str, rules: RuleSet) -> dict[str, Any]:
    """The engine's answer to the situation's question, as a flat dict."""
    sit = parse_situation(text)
    hand = sit.replay(rules)
    q = sit.question
    if q is None:
        raise KBError("la situation ne pose pas de question (dernière ligne « ? … »)", path="situation")
    return ANSWERS[q.kind](hand, q, rules)


def _matches(expected: dict[str, Any], actual: dict[str, Any]) -> bool:
    return all(k in actual and actual[k] == v for k, v in expected.items())


def _verdict(ex: WorkedExample, actual: dict[str, Any]) -> tuple[str, str]:
    """pass | erratum | fail, and the note shown with it."""
    note = ex.note
    if _matches(ex.expected, actual):
        if ex.erratum:
            return "erratum", ex.erratum + (f" — {note}" if note else "")
        return "pass", note
    diffs = {k: actual.get(k) for k in ex.expected if actual.get(k) != ex.expected[k]}
    said = f"le moteur donne {diffs} au lieu de { {k: ex.expected[k] for k in diffs} }"
    return "fail", said + (f" — {note}" if note else "")


def run_example(ex: WorkedExample, rules: RuleSet, oracle: bool = True) -> ExampleResult:
    """Run one example under ``rules``; with ``oracle``, replay its situation in PokerKit."""
    try:
        if ex.situation is not None:
            actual = evaluate_situation(ex.situation, rules)
        else:
            assert ex.calc is not None
            actual = evaluate_calc(ex.calc, ex.inputs, rules)
    except KBError as exc:
        actual = {"error": str(exc)}
    status, note = _verdict(ex, actual)
    pk, pk_note = "n/a", ""
    if ex.calc == "hand_compare":
        pk_note = "mains évaluées par l'évaluateur de PokerKit lui-même (pas de contrôle indépendant)"
    if oracle and ex.situation is not None:
        # PokerKit is heavy (~0.4 s to import): the oracle is loaded when examples are cross-checked
        from kb.engine.oracle import cross_check

        pk, pk_note = cross_check(ex.situation, rules)
    shown = {k: v for k, v in actual.items() if k in ex.expected or k in ("error",)}
    return ExampleResult(
        id=ex.id, book=ex.book, article=ex.article, label=ex.label, kind=ex.kind, status=status,
        expected=ex.expected, actual=shown, note=note, pokerkit=pk, pokerkit_note=pk_note,
        quote=ex.quote, book_says=ex.book_says,
    )


def run_examples(
    library: Library | None = None,
    book: str | None = None,
    *,
    rulesets: dict[str, RuleSet] | None = None,
    oracle: bool = True,
) -> list[ExampleResult]:
    """Run every worked example (of ``book``) under its book's rules. With ``library``,
    an example whose quote is not verbatim in its article fails."""
    examples = load_examples(book=book)
    bad = set()
    if library is not None:
        for problem in verify_quotes(examples, library):
            bad.add(problem.split(":", 1)[0])
    results = []
    cache: dict[str, RuleSet] = dict(rulesets or {})
    for ex in examples:
        if ex.book not in cache:
            cache[ex.book] = RuleSet.for_book(ex.book)
        res = run_example(ex, cache[ex.book], oracle=oracle)
        if ex.id in bad:
            res.status = "fail"
            res.note = f"citation introuvable verbatim dans {ex.article}" + (f" — {res.note}" if res.note else "")
        results.append(res)
    return results


def build_step(library: Library, out_dir: Path) -> None:
    """Build step: run every worked example as ``kb examples`` does (quotes verified in
    ``library``, each situation replayed in PokerKit) and write ``out_dir/examples.json``
    (``results_document``), so that the app shows the results without the engine. A deciding
    sentence of an ``[articles]`` table not found word for word in its article stops the
    build (DataError), as a parameter's quote does."""
    books = book_cache(out_dir)  # kept under the key of the books the examples read
    content = _examples_content(library)
    document = books.get("examples", content)
    if document is None:
        problems = verify_citations(engine_books(), library)
        if problems:
            raise DataError("citations des articles qui tranchent : " + " ; ".join(problems))
        document = results_document(run_examples(library, oracle=True))
        books.put("examples", content, document)
    (out_dir / EXAMPLES_FILE).write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")


def _examples_content(library: Library) -> list[Any]:
    """What the examples' results are computed from besides the package's data: the books
    that have worked examples, and the articles (but their topics) of those books and of
    their older editions, where the examples' and the deciding articles' quotes are sought."""
    ids = engine_books()
    read = [b for b in library.books.values() if b.id in ids or b.meta.edition_of in ids]
    return ["examples", ids, [[b.id, b.meta.edition_of, [{k: v for k, v in a.to_dict().items() if k != "topics"}
                                                         for a in b.articles]] for b in read]]
