"""Relevance evaluation of the search on a query set (used by the benchmark and the tests).

A query set is a TOML file of ``[[query]]`` tables: ``q``, ``kind``, ``best`` (the article that
answers best) and ``relevant`` (every article that answers, ``best`` included).
Metrics: Hit@1, Hit@5 and MRR on ``best``; recall@10 on ``relevant``.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from kb.datafiles import read_toml
from kb.errors import DataError
from kb.search.searcher import Searcher

KINDS = ("keyword", "question", "english", "typo", "accents", "concept", "number")


@dataclass(frozen=True)
class RelevanceQuery:
    q: str
    kind: str
    best: str
    relevant: tuple[str, ...]


@dataclass
class Metrics:
    n: int = 0
    hit1: float = 0.0
    hit5: float = 0.0
    mrr: float = 0.0
    recall10: float = 0.0


@dataclass
class Evaluation:
    overall: Metrics
    by_kind: dict[str, Metrics]
    ranks: dict[str, int | None] = field(default_factory=dict)  # query → rank of best (1-based)


def load_relevance_set(path: Path) -> list[RelevanceQuery]:
    """Read and check a relevance set; problems are DataErrors naming the query."""
    data = read_toml(path)
    out = []
    for i, item in enumerate(data.get("query", [])):
        where = f"query[{i}] ({item.get('q', '?')!r})"
        if not isinstance(item.get("q"), str) or item.get("kind") not in KINDS:
            raise DataError(f"{where}: needs a string q and a kind among {KINDS}", path=str(path))
        rel = item.get("relevant")
        if not isinstance(item.get("best"), str) or not isinstance(rel, list) or item["best"] not in rel:
            raise DataError(f"{where}: best must be a string listed in relevant", path=str(path))
        out.append(RelevanceQuery(item["q"], item["kind"], item["best"], tuple(rel)))
    if not out:
        raise DataError("no [[query]] in relevance set", path=str(path))
    return out


def _metrics(rows: list[tuple[int | None, float]]) -> Metrics:
    n = len(rows)
    if not n:
        return Metrics()
    return Metrics(
        n=n,
        hit1=sum(1 for r, _ in rows if r == 1) / n,
        hit5=sum(1 for r, _ in rows if r is not None and r <= 5) / n,
        mrr=sum(1.0 / r for r, _ in rows if r) / n,
        recall10=sum(rec for _, rec in rows) / n,
    )


def evaluate(searcher: Searcher, queries: list[RelevanceQuery]) -> Evaluation:
    rows: dict[str, list[tuple[int | None, float]]] = defaultdict(list)
    ranks: dict[str, int | None] = {}
    for rq in queries:
        ids = [h.id for h in searcher.search(rq.q, limit=10).hits]
        rank = ids.index(rq.best) + 1 if rq.best in ids else None
        recall = len(set(ids) & set(rq.relevant)) / len(rq.relevant)
        rows[rq.kind].append((rank, recall))
        ranks[rq.q] = rank
    all_rows = [r for lst in rows.values() for r in lst]
    return Evaluation(_metrics(all_rows), {k: _metrics(v) for k, v in sorted(rows.items())}, ranks)
