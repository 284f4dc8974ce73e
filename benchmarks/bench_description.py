"""Told situations (``kb rule --text``): the blind set's figure — share of descriptions whose
situation is read exactly, asked back, refused — and the time per description.

The blind set (tests/data/descriptions_blind.toml) was written before the reader was tuned
and is never tuned on; the tuning set's figure is printed beside it for comparison.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
BLIND = DATA / "descriptions_blind.toml"
TUNING = DATA / "descriptions_tuning.toml"


def run() -> None:
    from kb.engine.description import read_description
    from kb.engine.description.evaluation import evaluate, load_cases, summary

    t0 = time.perf_counter()
    read_description("Blindes 100/200. A relance à 600. Que peut faire B ?")
    print(f"first description (spaCy's French model loaded): {time.perf_counter() - t0:.2f} s")
    for label, path in (("blind", BLIND), ("tuning", TUNING)):
        cases = load_cases(path)
        outcomes = evaluate(cases)
        s = summary(outcomes)
        ms = [o.seconds * 1000 for o in outcomes]
        print(
            f"{label}: {s['cases']} descriptions ({s['situations']} to read) — read exactly {s['exact']:.1%}, "
            f"asked back {s['asked']:.1%}, refused {s['refused']:.1%}, wrong {s['wrong']:.1%}; "
            f"ambiguous/unreadable handled {s['ambiguous_or_unreadable_right']:.1%}; "
            f"right overall {s['right']:.1%} (by register: "
            + ", ".join(f"{r} {v:.1%}" for r, v in s["by_register"].items())
            + f"); {statistics.mean(ms):.1f} ms per description (median {statistics.median(ms):.1f} ms)"
        )
        missed = [o for o in outcomes if not o.ok]
        if label == "blind":  # counted, never listed: a listed case is one that gets tuned on
            print(f"  {len(missed)} not right (not listed: the set is blind)")
        for o in missed if label == "tuning" else []:
            print(f"  {o.id} ({o.register}) expected {o.expect}, got {o.got}: {'; '.join(o.diff)[:160]}")


if __name__ == "__main__":
    run()
