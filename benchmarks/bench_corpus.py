"""Corpus parsing speed and the cost of a full build."""

from __future__ import annotations

import statistics
import time

from kb.corpus import load_library, load_manifest, parse_book


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
