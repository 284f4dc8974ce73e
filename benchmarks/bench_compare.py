"""Comparison engine: loading and verifying the parameters, derived-pair detection (with
and without the shingle pre-filter), word diffs, and the quantity extractor's recovery
rate on the cited quotes and its speed over the whole corpus."""

from __future__ import annotations

import itertools
import random
import time

from kb.compare import derived_pairs, diff_texts, divergence
from kb.corpus import load_library
from kb.nlp import get_nlp
from kb.parameters import load_parameters, verify_quotes
from kb.quantities import extract, recovery


def _timed(fn, repeat: int = 3):
    best = float("inf")
    result = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - t0)
    return best, result


def run() -> None:
    library = load_library()

    t, params = _timed(lambda: verify_quotes(load_parameters(), library))
    stated = sum(1 for p in params for bv in p.values.values() if bv is not None and bv.value is not None)
    diverging = sum(1 for p in params if divergence(p).diverges)
    print(f"parameters: {len(params)} ({stated} stated values, {diverging} diverging); load + verify quotes {t * 1000:.0f} ms (target < 500 ms)")

    t, pairs = _timed(lambda: derived_pairs(library), repeat=2)
    print(f"derived pairs: {len(pairs)} found in {t:.2f} s with the shingle pre-filter (target < 5 s)")

    # What all-pairs difflib would cost: time a random sample of cross-book pairs, extrapolate.
    arts = [a for a in library.all_articles() if a.text.strip()]
    cross = [(a, b) for a, b in itertools.combinations(arts, 2) if a.book != b.book]
    sample = random.Random(0).sample(cross, min(300, len(cross)))
    t0 = time.perf_counter()
    for a, b in sample:
        diff_texts(a.text, b.text)
    per_pair = (time.perf_counter() - t0) / len(sample)
    print(f"  all-pairs difflib would take ≈ {per_pair * len(cross):.0f} s ({len(cross)} cross-book pairs × {per_pair * 1000:.1f} ms)")

    t, d = _timed(lambda: diff_texts(library.get("tda:30").text, library.get("redcactus:30").text), repeat=5)
    print(f"word diff tda:30 ↔ redcactus:30: {t * 1000:.1f} ms, {len(d.changes)} changes")

    nlp = get_nlp()
    recovered, total, misses = recovery(params, nlp)
    print(f"quantity extractor: {recovered}/{total} numeric values recovered from their quotes ({recovered / total:.0%}, target ≥ 85 %)")
    for miss in misses:
        print(f"  missed: {miss}")
    on_articles, _, _ = recovery(params, nlp, library=library)
    print(f"  on the whole cited articles: {on_articles}/{total} ({on_articles / total:.0%})")
    texts = [a.text for a in arts]
    t0 = time.perf_counter()
    n = sum(len(extract(text, nlp)) for text in texts)
    t = time.perf_counter() - t0
    print(f"  whole corpus: {n} quantities in {len(texts)} articles, {t:.2f} s ({t / len(texts) * 1000:.1f} ms per article)")
