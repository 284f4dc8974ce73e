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
from dataclasses import dataclass
from itertools import chain
from pathlib import Path

import numpy as np
from whoosh.util.numeric import byte_to_length, length_to_byte

from kb.search.analysis import IndexedTerms

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


def stored_length(n: int) -> int:
    """A field length as the scoring reads it: as Whoosh kept it, in one byte (exact up to
    a few dozen terms, then rounded), the figures of the ranking being tuned on those."""
    return byte_to_length(length_to_byte(n)) if n else 0


def _field_postings(ids: np.ndarray, terms: IndexedTerms) -> tuple[np.ndarray, ...]:
    """The postings of one field, terms in ``ids``' order (``ids``: each term's rank):
    ``(term rank, document, frequency)`` of each posting, sorted, and the position key of
    each occurrence in the same order (positions in the text's order)."""
    docs = np.repeat(np.arange(terms.counts.size, dtype=np.int64), terms.counts)
    order = np.argsort(ids, kind="stable")  # by term, then as written: by document, by position
    ids, docs = ids[order], docs[order]
    keys = (docs << POSITION_BITS) | terms.positions[order]
    first = np.ones(ids.size, dtype=bool)
    first[1:] = (ids[1:] != ids[:-1]) | (docs[1:] != docs[:-1])
    starts = np.flatnonzero(first)
    return ids[starts], docs[starts], np.diff(np.append(starts, ids.size)), keys


def write_postings(fields: dict[str, IndexedTerms], out: Path) -> dict[str, int]:
    """Write the postings of ``fields`` (the terms of each field of every document) into
    the folder ``out``, terms in sorted order; the number of documents each term is in (any
    field), in the order of the first document having it, a document's terms in sorted order."""
    names = sorted(set(chain.from_iterable(f.names for f in fields.values())))
    rank = {t: i for i, t in enumerate(names)}
    n_docs = max((f.counts.size for f in fields.values()), default=0)
    docs, tf, keys, pairs = [], [], [], []
    table: dict[str, dict[str, list[int]]] = {}
    n_postings = n_keys = 0
    for field, terms in fields.items():
        ids = np.array([rank[t] for t in terms.names], dtype=np.int64)[terms.ids]
        p_ids, p_docs, p_tf, k = _field_postings(ids, terms)
        found, first, n = np.unique(p_ids, return_index=True, return_counts=True)
        key_first = np.cumsum(p_tf) - p_tf
        key_n = np.add.reduceat(p_tf, first) if first.size else first
        table[field] = {names[t]: [n_postings + int(f), int(c), n_keys + int(key_first[f]), int(kn)]
                        for t, f, c, kn in zip(found.tolist(), first.tolist(), n.tolist(), key_n.tolist(), strict=True)}
        docs.append(p_docs)
        tf.append(p_tf)
        keys.append(k)
        pairs.append(p_ids * max(1, n_docs) + p_docs)
        n_postings += p_docs.size
        n_keys += k.size
    np.save(out / DOCS_FILE, np.concatenate(docs) if docs else NO_KEYS)
    np.save(out / TF_FILE, np.concatenate(tf).astype(np.float64) if tf else np.zeros(0))
    np.save(out / POSITIONS_FILE, np.concatenate(keys) if keys else NO_KEYS)
    lengths, where = np.unique(np.concatenate([f.counts for f in fields.values()] or [NO_KEYS]), return_inverse=True)
    np.save(out / LENGTHS_FILE, np.array([stored_length(n) for n in lengths.tolist()], dtype=np.int64)[where])
    (out / TABLE_FILE).write_text(json.dumps(table, ensure_ascii=False), encoding="utf-8")
    found = np.sort(np.concatenate(pairs)) if pairs else NO_KEYS
    distinct = found[np.append(True, found[1:] != found[:-1])] if found.size else found
    return _document_frequencies(names, distinct, max(1, n_docs))


def _document_frequencies(names: list[str], pairs: np.ndarray, n_docs: int) -> dict[str, int]:
    """Term → number of documents, from the sorted distinct ``term rank × n_docs + document``
    of every posting; in the order of each term's first document, then of the terms."""
    ids, docs = pairs // n_docs, pairs % n_docs
    found, first, n = np.unique(ids, return_index=True, return_counts=True)
    order = np.lexsort((found, docs[first]))
    return {names[t]: c for t, c in zip(found[order].tolist(), n[order].tolist(), strict=True)}


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
