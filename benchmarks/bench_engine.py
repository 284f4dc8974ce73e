"""Reference engine: worked examples run per second, random hands checked per second
against PokerKit."""

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
    tda = rulesets["tda"]
    n = 1000
    diffs: Counter[str] = Counter()
    t0 = time.perf_counter()
    for seed in range(n):
        diffs.update(random_sequence_check(seed, tda))
    dt = time.perf_counter() - t0
    print(f"mains aléatoires vérifiées contre PokerKit : {n / dt:8.0f} mains/s ({n} mains, différences nommées : {dict(diffs)})")
