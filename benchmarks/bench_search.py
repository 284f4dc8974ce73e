"""Search: relevance (Hit@1, Hit@5, MRR, recall@10, overall and per kind of query), index
build time, query latency (p50/p95) and a scale run on the corpus replicated 50 times."""

from __future__ import annotations

import copy
import random
import statistics
import tempfile
import time
from pathlib import Path

from kb.knowledge import KnowledgeBase
from kb.model import Article
from kb.search import Searcher, build_index
from kb.search.evaluation import RelevanceQuery, evaluate, load_relevance_set

RELEVANCE = Path(__file__).resolve().parent.parent / "tests" / "data" / "search_relevance.toml"
HOLDOUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "search_holdout.toml"
QUESTIONS = Path(__file__).resolve().parent.parent / "tests" / "data" / "search_questions.toml"
# Written 2026-11-24 from the books only, before any tuning: read to measure, never to tune.
BLIND = Path(__file__).resolve().parent.parent / "tests" / "data" / "search_blind.toml"
SCALE = 50


def _pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def _latencies(searcher: Searcher, queries: list[str]) -> list[float]:
    out = []
    for q in queries:
        t0 = time.perf_counter()
        searcher.search(q, limit=10)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def mixed_queries(n: int, relevance: list[str], vocabulary: list[str], seed: int = 7) -> list[str]:
    """``n`` queries: the relevance set, random word bags from the index vocabulary (with
    typos and dropped accents), quoted phrases, filters-free hostile input."""
    rng = random.Random(seed)
    hostile = ['"bouton mort', "((AND OR NOT*~", "😀 tapis", "a" * 300, "", "title:bouton^3"]
    out: list[str] = []
    while len(out) < n:
        r = rng.random()
        if r < 0.3:
            out.append(rng.choice(relevance))
        elif r < 0.75:
            words = rng.sample(vocabulary, rng.randint(1, 5))
            if rng.random() < 0.3:  # a typo: drop a letter of a long word
                w = max(words, key=len)
                if len(w) > 5:
                    i = rng.randrange(1, len(w) - 1)
                    words[words.index(w)] = w[:i] + w[i + 1 :]
            out.append(" ".join(words))
        elif r < 0.9:
            words = rng.sample(vocabulary, 2)
            out.append(f'"{words[0]} {words[1]}" {rng.choice(vocabulary)}')
        else:
            out.append(rng.choice(hostile))
    return out


def _report(searcher: Searcher, name: str, queries: list[RelevanceQuery]) -> None:
    """Print the relevance figures of one query set, per kind and overall."""
    ev = evaluate(searcher, queries)
    print(f"\n{name}: {len(queries)} queries (Hit@1 / Hit@5 / MRR on the best article; recall@10 on all relevant)")
    print(f"{'kind':<10} {'n':>3} {'Hit@1':>6} {'Hit@5':>6} {'MRR':>6} {'R@10':>6}")
    for kind, m in [*ev.by_kind.items(), ("OVERALL", ev.overall)]:
        print(f"{kind:<10} {m.n:>3} {m.hit1:>6.2f} {m.hit5:>6.2f} {m.mrr:>6.2f} {m.recall10:>6.2f}")
    missed = [q for q, r in ev.ranks.items() if r is None or r > 5]
    if missed:
        print("best article not in the first 5: " + "; ".join(missed))


def _replicated(articles: list[Article], times: int) -> list[Article]:
    out = list(articles)
    for i in range(1, times):
        for a in articles:
            b = copy.copy(a)
            b.book = f"{a.book}{i}"
            b.id = f"{b.book}:{a.number}"
            out.append(b)
    return out


def run() -> None:
    queries = load_relevance_set(RELEVANCE)
    kb = KnowledgeBase()
    articles = kb.library.all_articles()

    # build time of the real index (the cached one is built by kb.build; time a fresh one)
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        build_index(articles, Path(tmp) / "index")
        build_s = time.perf_counter() - t0
    print(f"index build: {len(articles)} articles in {build_s:.2f} s")

    searcher = kb.searcher
    _report(searcher, "relevance set", queries)
    holdout = load_relevance_set(HOLDOUT)
    _report(searcher, "hold-out set (new queries, written from the books before tuning)", holdout)
    _report(searcher, "question set (full-sentence questions and reworded concepts)", load_relevance_set(QUESTIONS))
    _report(searcher, "BLIND set (written from the books only; any relevant article counts)", load_relevance_set(BLIND))

    texts = [q.q for q in queries]
    vocab = sorted({s for _, _, s in searcher.vocab.words.values() if s.isalpha() and len(s) > 2})
    t0 = time.perf_counter()
    fresh = Searcher(searcher.index_dir, glossary=searcher.glossary)  # nothing cached yet
    print(f"\nopening the index: {time.perf_counter() - t0:.2f} s")
    cold = _latencies(fresh, texts)  # first pass: postings and passages read from the index
    warm = _latencies(fresh, texts)
    fresh.close()
    print(f"latency, relevance set: first pass p50 {_pct(cold, 50):.2f} ms, p95 {_pct(cold, 95):.2f} ms; "
          f"again p50 {_pct(warm, 50):.2f} ms, p95 {_pct(warm, 95):.2f} ms")
    mixed = mixed_queries(1000, texts, vocab)
    lat = _latencies(searcher, mixed)
    print(f"latency, 1000 mixed queries: p50 {_pct(lat, 50):.2f} ms, p95 {_pct(lat, 95):.2f} ms, "
          f"max {max(lat):.1f} ms, mean {statistics.fmean(lat):.2f} ms (target p95 < 10 ms)")

    big = _replicated(articles, SCALE)
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        build_index(big, Path(tmp) / "index")
        big_build = time.perf_counter() - t0
        t0 = time.perf_counter()
        big_searcher = Searcher(Path(tmp) / "index", glossary=searcher.glossary)
        open_s = time.perf_counter() - t0
        lat_big = _latencies(big_searcher, mixed_queries(300, texts, vocab, seed=11))
        big_searcher.close()
    print(f"\nscale ×{SCALE}: {len(big)} articles, build {big_build:.1f} s ({big_build / build_s:.0f}× the real corpus), "
          f"open {open_s:.1f} s, 300 mixed queries p50 {_pct(lat_big, 50):.1f} ms, p95 {_pct(lat_big, 95):.1f} ms")
