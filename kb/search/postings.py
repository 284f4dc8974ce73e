"""Postings as numpy arrays, written at build time from the analysed articles.

For every field and term, flat arrays opened memory-mapped (reading the postings of a common
word from Whoosh cost milliseconds, tens of them at fifty times the corpus):

- ``postings_docs.npy`` / ``postings_tf.npy``: the term's documents (sorted) and its
  frequency in each;
- ``positions.npy``: the keys ``document << 32 | position`` of its occurrences, in order (a
  phrase is then a few binary searches, kb.search.scoring);
- ``postings.json``: field → term → where its documents and its keys start, and how many;
- ``lengths.npy``: the length of each field of each document (its number of terms), one
  field after the other in the order of ``postings.json``, for BM25.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from whoosh.util.numeric import byte_to_length, length_to_byte

DOCS_FILE = "postings_docs.npy"
TF_FILE = "postings_tf.npy"
POSITIONS_FILE = "positions.npy"
TABLE_FILE = "postings.json"
LENGTHS_FILE = "lengths.npy"
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


def position_keys(docs: list[int], counts: list[int], positions: list[int]) -> np.ndarray:
    """The ``doc << 32 | position`` keys of postings: ``counts[i]`` positions of ``docs[i]``,
    one after the other in ``positions``.

    >>> position_keys([0, 3], [2, 1], [1, 5, 2]).tolist() == [1, 5, (3 << 32) | 2]
    True
    """
    if not docs:
        return NO_KEYS
    repeated = np.repeat(np.asarray(docs, dtype=np.int64), np.asarray(counts, dtype=np.int64))
    return (repeated << POSITION_BITS) | np.asarray(positions, dtype=np.int64)


def stored_length(n: int) -> int:
    """A field length as the scoring reads it: as Whoosh kept it, in one byte (exact up to
    a few dozen terms, then rounded), the figures of the ranking being tuned on those."""
    return byte_to_length(length_to_byte(n)) if n else 0


class PostingsWriter:
    """The postings of some fields, filled a document at a time (in document order, every
    field of a document) and written by ``write``."""

    def __init__(self, fields: Iterable[str]):
        # field → term → (documents, frequency in each, positions one document after the other)
        self._terms: dict[str, dict[str, tuple[list[int], list[int], list[int]]]] = {f: {} for f in fields}
        self._lengths: dict[str, list[int]] = {f: [] for f in self._terms}

    def add(self, field: str, doc: int, positions: dict[str, list[int]]) -> None:
        """Record a field of document ``doc``: the positions of each of its terms."""
        table = self._terms[field]
        length = 0
        for term, at in positions.items():
            got = table.get(term)
            if got is None:
                got = table[term] = ([], [], [])
            got[0].append(doc)
            got[1].append(len(at))
            got[2].extend(at)
            length += len(at)
        self._lengths[field].append(length)

    def write(self, out: Path) -> None:
        """Write the arrays and their table into the folder ``out`` (terms in sorted order)."""
        docs: list[int] = []
        tf: list[int] = []
        positions: list[int] = []
        table: dict[str, dict[str, list[int]]] = {}
        for field, terms in self._terms.items():
            entries = table[field] = {}
            for term in sorted(terms):
                d, n, p = terms[term]
                entries[term] = [len(docs), len(d), len(positions), len(p)]
                docs.extend(d)
                tf.extend(n)
                positions.extend(p)
        np.save(out / DOCS_FILE, np.array(docs, dtype=np.int64))
        np.save(out / TF_FILE, np.array(tf, dtype=np.float64))
        np.save(out / POSITIONS_FILE, position_keys(docs, tf, positions))
        lengths = [stored_length(n) for f in self._terms for n in self._lengths[f]]
        np.save(out / LENGTHS_FILE, np.array(lengths, dtype=np.int64))
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
        self._lengths = _load(index_dir / LENGTHS_FILE, np.int64)
        if self._tf.size != self._docs.size:
            raise ValueError(f"{TF_FILE}: {self._tf.size} frequencies for {self._docs.size} postings")
        if self._table and self._lengths.size % len(self._table):
            raise ValueError(f"{LENGTHS_FILE}: {self._lengths.size} lengths for {len(self._table)} fields")
        self.documents = self._lengths.size // max(1, len(self._table))
        for terms in self._table.values():
            for d, nd, k, nk in terms.values():
                if d + nd > self._docs.size or k + nk > self._keys.size:
                    raise ValueError(f"{TABLE_FILE}: a term's postings end after the arrays")

    def lengths(self, field: str) -> list[int]:
        """The length of ``field`` in each document (zeros for a field not indexed)."""
        if field not in self._table:
            return [0] * self.documents
        i = list(self._table).index(field) * self.documents
        return [int(n) for n in self._lengths[i : i + self.documents]]

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
