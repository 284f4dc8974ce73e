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

KINDS = ("keyword", "question", "english", "jargon", "typo", "accents", "concept", "number")


@dataclass(frozen=True)
class RelevanceQuery:
    q: str
    kind: str
    best: str | None  # None: every relevant article is as good (the rank is the first one's)
    relevant: tuple[str, ...]

    def rank(self, ids: list[str]) -> int | None:
        """The 1-based rank of the best article (or of the first relevant one) in ``ids``."""
        wanted = {self.best} if self.best else set(self.relevant)
        return next((i for i, aid in enumerate(ids, 1) if aid in wanted), None)


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
        best = item.get("best")
        if not isinstance(rel, list) or not rel or (best is not None and (not isinstance(best, str) or best not in rel)):
            raise DataError(f"{where}: relevant must list articles, and best (optional) be one of them", path=str(path))
        out.append(RelevanceQuery(item["q"], item["kind"], best, tuple(rel)))
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
        rank = rq.rank(ids)
        recall = len(set(ids) & set(rq.relevant)) / len(rq.relevant)
        rows[rq.kind].append((rank, recall))
        ranks[rq.q] = rank
    all_rows = [r for lst in rows.values() for r in lst]
    return Evaluation(_metrics(all_rows), {k: _metrics(v) for k, v in sorted(rows.items())}, ranks)
