"""Reference engine: worked examples run per second, the director's rulings per second
(every book on every example situation, with the share that cites an article and its
deciding sentence), random hands checked per second against PokerKit."""

from __future__ import annotations

import time
from collections import Counter


def run() -> None:
    from kb.engine.books import engine_books
    from kb.engine.examples import run_examples
    from kb.engine.oracle import random_sequence_check
    from kb.engine.rules import RuleSet

    rulesets = {b: RuleSet.for_book(b) for b in engine_books()}
    run_examples(rulesets=rulesets, oracle=False)  # warm-up (imports, parsing of the data)
    for oracle in (False, True):
        t0 = time.perf_counter()
        rounds = 0
        while True:
            res = run_examples(rulesets=rulesets, oracle=oracle)
            rounds += 1
            if time.perf_counter() - t0 > 2.0:
                break
        dt = time.perf_counter() - t0
        status = Counter(r.status for r in res)
        label = "avec PokerKit" if oracle else "moteur seul  "
        print(
            f"exemples {label} : {rounds * len(res) / dt:8.0f} exemples/s "
            f"({len(res)} exemples : {status.get('pass', 0)} ok, {status.get('erratum', 0)} errata, {status.get('fail', 0)} échecs)"
        )
    _director(list(rulesets.values()))
    tda = rulesets["tda"]
    n = 1000
    diffs: Counter[str] = Counter()
    t0 = time.perf_counter()
    for seed in range(n):
        diffs.update(random_sequence_check(seed, tda))
    dt = time.perf_counter() - t0
    print(f"mains aléatoires vérifiées contre PokerKit : {n / dt:8.0f} mains/s ({n} mains, différences nommées : {dict(diffs)})")


def _director(rulesets: list) -> None:  # type: ignore[type-arg]
    """Every book's ruling on every worked example's situation (as ``kb rule`` gives it)."""
    from kb.engine.director import rule_one
    from kb.engine.examples import load_examples
    from kb.engine.situation import parse_situation

    situations = [parse_situation(e.situation) for e in load_examples() if e.situation]
    t0 = time.perf_counter()
    rulings = [rule_one(sit, rs) for sit in situations for rs in rulesets]
    dt = time.perf_counter() - t0
    answered = [r for r in rulings if not r.error]
    quoted = sum(1 for r in answered if r.article and r.quote)
    print(
        f"décisions du directeur : {len(rulings) / dt:8.0f} décisions/s ({len(situations)} situations × "
        f"{len(rulesets)} livres ; {quoted} sur {len(answered)} citent un article et sa phrase, "
        f"{100 * quoted / max(1, len(answered)):.0f} %)"
    )
