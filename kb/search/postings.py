"""Postings as numpy arrays, written next to the Whoosh index at build time.

Whoosh stores its postings pickled and compressed, a block of documents at a time, and the
positions one posting at a time: reading the postings of a common word costs milliseconds,
tens of them at fifty times the corpus, and a query meets new words every time. So the build
reads them once and writes, for every field and term, flat arrays opened memory-mapped:

- ``postings_docs.npy`` / ``postings_tf.npy``: the term's documents (sorted) and its
  frequency in each;
- ``positions.npy``: the sorted keys ``document << 32 | position`` of its occurrences (a
  phrase is then a few binary searches, kb.search.scoring);
- ``postings.json``: field → term → where its documents and its keys start, and how many.
"""

from __future__ import annotations

import json
import pickle
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from whoosh.reading import IndexReader

DOCS_FILE = "postings_docs.npy"
TF_FILE = "postings_tf.npy"
POSITIONS_FILE = "positions.npy"
TABLE_FILE = "postings.json"
POSITION_BITS = 32  # a position key is document << 32 | position (no article is 4 G words)


@dataclass(frozen=True)
class Sparse:
    """Values of some documents: ``docs`` (sorted, distinct) and their ``values``."""

    docs: np.ndarray
    values: np.ndarray

    def __len__(self) -> int:
        return int(self.docs.size)


NO_KEYS = np.zeros(0, dtype=np.int64)
EMPTY = Sparse(NO_KEYS, np.zeros(0, dtype=np.float64))


def decode_positions(value: bytes) -> list[int]:
    """The positions of a Whoosh ``Positions`` posting value (a count, then pickled deltas):
    what ``whoosh.formats.Positions.decode_positions`` does, without the per-call lookups."""
    if not value.endswith(b"."):
        value += b"."
    pos = 0
    out = []
    for delta in pickle.loads(value[4:]):
        pos += delta
        out.append(pos)
    return out


def position_keys(docs: list[int], positions: list[list[int]]) -> np.ndarray:
    """Sorted ``doc << 32 | position`` keys of some documents' positions.

    >>> position_keys([0, 3], [[1, 5], [2]]).tolist() == [1, 5, (3 << 32) | 2]
    True
    """
    if not docs:
        return NO_KEYS
    counts = np.fromiter((len(p) for p in positions), dtype=np.int64, count=len(positions))
    flat = np.fromiter((x for p in positions for x in p), dtype=np.int64, count=int(counts.sum()))
    return (np.repeat(np.asarray(docs, dtype=np.int64), counts) << POSITION_BITS) | flat


@dataclass
class _Read:
    """The postings of one term as read from Whoosh."""

    docs: list[int]
    tf: list[float]
    positions: list[list[int]]


def _read(matcher: Any) -> _Read:
    """Documents, frequencies and positions of a posting list, a block at a time from
    Whoosh's leaf matcher (any other matcher through the public API)."""
    out = _Read([], [], [])
    if not all(hasattr(matcher, a) for a in ("_read_ids", "_read_weights", "_read_values", "_next_block", "_i")):
        for d, v in matcher.all_items():
            out.docs.append(d)
            out.positions.append(decode_positions(v))
        out.tf = [float(len(p)) for p in out.positions]
        return out
    while matcher.is_active():
        matcher._read_ids()
        matcher._read_weights()
        matcher._read_values()
        i = matcher._i
        out.docs.extend(matcher._ids[i:])
        out.tf.extend(matcher._weights[i:])
        out.positions.extend(decode_positions(v) for v in matcher._values[i:])
        matcher._next_block()
    return out


def write_postings(reader: IndexReader, fields: Iterable[str], out: Path) -> None:
    """Write the postings of every term of ``fields`` into the folder ``out``."""
    docs: list[int] = []
    tf: list[float] = []
    keys: list[np.ndarray] = []
    table: dict[str, dict[str, list[int]]] = {}
    n_keys = 0
    for field in fields:
        terms = table.setdefault(field, {})
        for raw in reader.lexicon(field):
            term = raw.decode("utf-8") if isinstance(raw, bytes) else str(raw)
            got = _read(reader.postings(field, term))
            k = position_keys(got.docs, got.positions)
            terms[term] = [len(docs), len(got.docs), n_keys, int(k.size)]
            docs.extend(got.docs)
            tf.extend(got.tf)
            keys.append(k)
            n_keys += int(k.size)
    np.save(out / DOCS_FILE, np.array(docs, dtype=np.int64))
    np.save(out / TF_FILE, np.array(tf, dtype=np.float64))
    np.save(out / POSITIONS_FILE, np.concatenate(keys) if keys else NO_KEYS)
    (out / TABLE_FILE).write_text(json.dumps(table, ensure_ascii=False), encoding="utf-8")


def _load(path: Path, dtype: type) -> np.ndarray:
    got = np.load(path, mmap_mode="r")
    if got.dtype != dtype or got.ndim != 1:
        raise ValueError(f"{path.name}: expected a flat {np.dtype(dtype)} array, got {got.dtype} {got.shape}")
    return got


class PostingTable:
    """The postings of an index folder, opened memory-mapped; a damaged file raises
    ``ValueError`` or ``OSError`` here."""

    def __init__(self, index_dir: Path):
        self._table: dict[str, dict[str, list[int]]] = json.loads((index_dir / TABLE_FILE).read_text(encoding="utf-8"))
        self._docs = _load(index_dir / DOCS_FILE, np.int64)
        self._tf = _load(index_dir / TF_FILE, np.float64)
        self._keys = _load(index_dir / POSITIONS_FILE, np.int64)
        if self._tf.size != self._docs.size:
            raise ValueError(f"{TF_FILE}: {self._tf.size} frequencies for {self._docs.size} postings")
        for terms in self._table.values():
            for d, nd, k, nk in terms.values():
                if d + nd > self._docs.size or k + nk > self._keys.size:
                    raise ValueError(f"{TABLE_FILE}: a term's postings end after the arrays")

    def postings(self, field: str, term: str) -> Sparse:
        """The documents of ``term`` in ``field`` and its frequency in each."""
        got = self._table.get(field, {}).get(term)
        if got is None:
            return EMPTY
        d, nd = got[0], got[1]
        return Sparse(self._docs[d : d + nd], self._tf[d : d + nd])

    def keys(self, field: str, term: str) -> np.ndarray:
        """The sorted position keys of ``term`` in ``field`` (empty when it is not there)."""
        got = self._table.get(field, {}).get(term)
        if got is None:
            return NO_KEYS
        return self._keys[got[2] : got[2] + got[3]]
