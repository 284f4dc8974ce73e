"""Corpus parsing speed, the cost of a full build, and the generic parser's agreement with
each book's own parser (with the book's layout profile, and with the detected layout)."""

from __future__ import annotations

import statistics
import time

from kb.corpus import load_library, load_manifest, parse_book
from kb.corpus.agreement import agreements


def run() -> None:
    metas = load_manifest()
    for meta in metas:
        times = []
        for _ in range(5):
            t0 = time.perf_counter()
            book = parse_book(meta)
            times.append(time.perf_counter() - t0)
        print(f"parse {meta.id:<10} {len(book.articles):>4} articles  median {statistics.median(times) * 1000:7.1f} ms")
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        library = load_library()
        times.append(time.perf_counter() - t0)
    print(
        f"parse whole corpus: {len(library.articles)} articles, median {statistics.median(times) * 1000:.1f} ms "
        f"(min {min(times) * 1000:.1f}, max {max(times) * 1000:.1f})"
    )
    print("generic parser vs the books' own parsers: (id, title) agreement, line conservation")
    for detect, label in ((False, "profile"), (True, "detected")):
        for a in agreements(detect=detect):
            print(
                f"  {label:<8} {a.book:<10} agreement {a.agreement:6.1%} ({a.matched}/{a.specific}, "
                f"generic {a.generic})  conservation {a.conservation:6.1%}"
            )
