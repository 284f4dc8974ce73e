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

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kb.datafiles import read_toml
from kb.engine import calculators, hands
from kb.engine.chips import interpret
from kb.engine.pots import build_pots, odd_chip_order, split_pot
from kb.engine.rules import BOOKS, EXAMPLES_DIR, RuleSet
from kb.engine.situation import parse_situation
from kb.errors import DataError, KBError
from kb.model import Library

EXAMPLE_FIELDS = {
    "id", "article", "label", "kind", "quote", "situation", "calc", "inputs", "expected",
    "erratum", "book_says", "note",
}
KINDS = {
    "min_raise", "min_bet", "reopening", "fifty_percent", "single_chip", "multiple_chips",
    "verbal", "undercall", "underbet", "abbreviation", "pot", "side_pot", "uncalled",
    "odd_chip", "hand_compare", "chip_race", "penalty", "final_table", "hand_for_hand",
    "limit_bet", "allin", "pot_limit", "out_of_turn",
}
CALCS = {
    "chip_race_total", "chip_race_per_player", "card_race", "penalty_hands", "final_table",
    "hand_for_hand", "limit_standard_bet", "hand_compare", "split_pot", "penalty_leaves_table",
    "pot_limit_correction",
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


@dataclass
class ExampleResult:
    id: str
    book: str
    article: str
    label: str
    kind: str
    status: str  # pass | erratum | fail
    expected: dict[str, Any]
    actual: dict[str, Any]
    note: str
    pokerkit: str  # agree | disagree | n/a
    pokerkit_note: str = ""
    quote: str = ""
    book_says: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id, "book": self.book, "article": self.article, "label": self.label,
            "kind": self.kind, "status": self.status, "expected": self.expected,
            "actual": self.actual, "note": self.note, "pokerkit": self.pokerkit,
            "pokerkit_note": self.pokerkit_note, "quote": self.quote, "book_says": self.book_says,
        }


def load_examples(folder: Path | None = None, book: str | None = None) -> list[WorkedExample]:
    """Read and check the example files (schema only; quotes: ``verify_quotes``)."""
    folder = folder or EXAMPLES_DIR
    out: list[WorkedExample] = []
    seen: dict[str, str] = {}
    books = [book] if book else list(BOOKS)
    for b in books:
        if b not in BOOKS:
            raise KBError(f"livre inconnu : {b!r} (attendu : {', '.join(BOOKS)})")
        path = folder / f"{b}.toml"
        if not path.exists():
            continue
        data = read_toml(path)
        for i, e in enumerate(data.get("example", [])):
            where = f"exemple n° {i + 1} ({e.get('id', '?')})"
            unknown = set(e) - EXAMPLE_FIELDS
            if unknown:
                raise DataError(f"{where} : champ(s) inconnu(s) {sorted(unknown)}", path=str(path))
            for req in ("id", "article", "label", "kind", "quote", "expected"):
                if req not in e:
                    raise DataError(f"{where} : champ « {req} » manquant", path=str(path))
            if e["id"] in seen:
                raise DataError(f"{where} : identifiant en double (aussi dans {seen[e['id']]})", path=str(path))
            seen[e["id"]] = str(path)
            if not str(e["article"]).startswith(b + ":"):
                raise DataError(f"{where} : l'article {e['article']} n'est pas du livre {b}", path=str(path))
            if e["kind"] not in KINDS:
                raise DataError(f"{where} : kind {e['kind']!r} inconnu ({', '.join(sorted(KINDS))})", path=str(path))
            if ("situation" in e) == ("calc" in e):
                raise DataError(f"{where} : donner soit « situation », soit « calc » + « inputs »", path=str(path))
            if "calc" in e and e["calc"] not in CALCS:
                raise DataError(f"{where} : calc {e['calc']!r} inconnu ({', '.join(sorted(CALCS))})", path=str(path))
            if ("erratum" in e) != ("book_says" in e):
                raise DataError(f"{where} : un erratum donne « erratum » (l'explication) et « book_says »", path=str(path))
            out.append(
                WorkedExample(
                    id=e["id"], book=b, article=e["article"], label=e["label"], kind=e["kind"],
                    quote=e["quote"], expected=dict(e["expected"]), situation=e.get("situation"),
                    calc=e.get("calc"), inputs=dict(e.get("inputs", {})), erratum=e.get("erratum"),
                    book_says=e.get("book_says"), note=e.get("note", ""), source=str(path),
                )
            )
    return out


def verify_quotes(examples: list[WorkedExample], library: Library) -> list[str]:
    """Problems: an article that does not exist, a quote not found verbatim in it."""
    from kb.quotes import find_quote

    problems = []
    for ex in examples:
        art = library.get(ex.article)
        if art is None:
            problems.append(f"{ex.id}: article {ex.article} introuvable")
            continue
        if find_quote(art, ex.quote) is None:
            problems.append(f"{ex.id}: citation introuvable dans {ex.article} : {ex.quote!r}")
    return problems


# ---------------------------------------------------------------------- evaluation
def evaluate_situation(text: str, rules: RuleSet) -> dict[str, Any]:
    """The engine's answer to the situation's question, as a flat dict."""
    sit = parse_situation(text)
    hand = sit.replay(rules)
    q = sit.question
    if q is None:
        raise KBError("la situation ne pose pas de question (dernière ligne « ? … »)", path="situation")
    if q.kind == "pots":
        hand.close()
        pots, returned = build_pots([(s.name, s.total, s.folded) for s in hand.seats], hand.dead)
        for name, amt in hand.returned.items():
            returned[name] = returned.get(name, 0) + amt
        return {
            "pots": [p.amount for p in pots],
            "eligible": [p.eligible for p in pots],
            "returned": dict(sorted(returned.items())),
        }
    if q.kind == "legal":
        assert q.player is not None
        lg = hand.legal(q.player)
        oot = hand.out_of_turn_status(q.player)
        return {
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


def evaluate_calc(calc: str, inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    try:
        if calc == "chip_race_total":
            return {"chips": calculators.chip_race_total(inputs["count"], inputs["low"], inputs["high"], rules)}
        if calc == "chip_race_per_player":
            return {"chips": calculators.chip_race_per_player(inputs["leftover"], inputs["high"], rules)}
        if calc == "card_race":
            return {"winners": calculators.card_race(inputs["cards"], inputs["chips"])}
        if calc == "penalty_hands":
            return {"hands": calculators.penalty_hands(inputs["players"], inputs["rounds"])}
        if calc == "pot_limit_correction":
            return {"bet": calculators.pot_limit_bet_correction(
                inputs["bet"], inputs["pot"], inputs["substantial_action"], inputs["next_card_burned"])}
        if calc == "penalty_leaves_table":
            return {"leaves_table": calculators.penalty_leaves_table(inputs["hands"], rules)}
        if calc == "final_table":
            return {"players": calculators.final_table_players(inputs["table_max"], rules)}
        if calc == "hand_for_hand":
            return calculators.hand_for_hand_places(inputs["remaining"], inputs["busted"], inputs["paid"])
        if calc == "limit_standard_bet":
            return {"bet": calculators.limit_standard_bet(inputs["small"], inputs["big"], inputs["round"])}
        if calc == "hand_compare":
            w = hands.compare(inputs["hand1"], inputs["hand2"], inputs.get("board", ""))
            board = inputs.get("board", "")
            return {"winner": w, "hand1": hands.describe(inputs["hand1"], board), "hand2": hands.describe(inputs["hand2"], board)}
        if calc == "split_pot":
            order = odd_chip_order(rules.odd_chip, inputs["winners"], inputs.get("seat_order", inputs["winners"]), inputs.get("high_cards"))
            return {"shares": split_pot(inputs["amount"], inputs["winners"], order, inputs.get("unit", 1))}
    except KeyError as exc:
        raise DataError(f"calc {calc} : entrée {exc} manquante") from None
    raise DataError(f"calc inconnu {calc!r}")


def _matches(expected: dict[str, Any], actual: dict[str, Any]) -> bool:
    return all(k in actual and actual[k] == v for k, v in expected.items())


def run_example(ex: WorkedExample, rules: RuleSet, oracle: bool = True) -> ExampleResult:
    note = ex.note
    try:
        if ex.situation is not None:
            actual = evaluate_situation(ex.situation, rules)
        else:
            assert ex.calc is not None
            actual = evaluate_calc(ex.calc, ex.inputs, rules)
    except KBError as exc:
        actual = {"error": str(exc)}
    ok = _matches(ex.expected, actual)
    if ok and ex.erratum:
        status = "erratum"
        note = ex.erratum + (f" — {note}" if note else "")
    elif ok:
        status = "pass"
    else:
        status = "fail"
        diffs = {k: actual.get(k) for k in ex.expected if actual.get(k) != ex.expected[k]}
        note = f"le moteur donne {diffs} au lieu de { {k: ex.expected[k] for k in diffs} }" + (f" — {note}" if note else "")
    pk, pk_note = "n/a", ""
    if ex.calc == "hand_compare":
        pk_note = "mains évaluées par l'évaluateur de PokerKit lui-même (pas de contrôle indépendant)"
    if oracle and ex.situation is not None:
        from kb.engine.oracle import cross_check

        pk, pk_note = cross_check(ex.situation, rules, actual)
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


def timed_run(book: str | None = None) -> tuple[list[ExampleResult], float]:
    t0 = time.perf_counter()
    res = run_examples(book=book)
    return res, time.perf_counter() - t0
