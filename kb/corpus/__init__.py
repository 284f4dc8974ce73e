"""Corpus → Library: read the manifest, parse each book with its parser, resolve references.

One parser per source format, each in its own module (``kb/corpus/ropta.py`` …). A parser
is a function ``parse(source: Source, meta: BookMeta) -> Book`` that loses nothing: every
non-blank line lands in an article (current text, struck wording or examples) or in the
book's front matter, and each article lists the source lines it consumed.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from pathlib import Path

from kb.corpus.source import Source, read_source
from kb.datafiles import read_toml
from kb.errors import CorpusError
from kb.model import Book, BookMeta, Library

Parser = Callable[[Source, BookMeta], Book]

PROJECT_ROOT = Path(__file__).resolve().parent.parent.parent
DEFAULT_CORPUS = PROJECT_ROOT / "corpus"


def corpus_dir() -> Path:
    """The corpus folder in use: ``$KB_CORPUS`` (or ``kb --corpus DIR``), else ``corpus/``."""
    env = os.environ.get("KB_CORPUS")
    return Path(env) if env else DEFAULT_CORPUS

MANIFEST_FIELDS = ("id", "title", "short", "publisher", "version", "date", "kind", "language", "file", "parser", "format")
KINDS = ("tournament", "cash")


# The registry of parsers, by the name used in the manifest's ``parser`` field; each is
# the ``parse`` function of the module ``kb.corpus.<name>``.
PARSERS = ("ropta", "tda", "aix", "ciaffone", "redcactus")


def get_parser(name: str) -> Parser:
    """The parse function registered under ``name``."""
    module = importlib.import_module(f"kb.corpus.{name}")
    parse: Parser = module.parse
    return parse


def load_manifest(folder: Path | None = None) -> list[BookMeta]:
    """Read ``manifest.toml``; every problem is a CorpusError naming the file and field."""
    path = (folder or corpus_dir()) / "manifest.toml"
    if not path.exists():
        raise CorpusError("manifest not found", path=str(path))
    data = read_toml(path, CorpusError)
    books = data.get("book")
    if not isinstance(books, list) or not books:
        raise CorpusError("manifest has no [[book]] entries", path=str(path))
    known = PARSERS
    metas: list[BookMeta] = []
    seen: set[str] = set()
    for i, entry in enumerate(books):
        where = f"book[{i}]"
        if not isinstance(entry, dict):
            raise CorpusError(f"{where} is not a table", path=str(path))
        missing = [f for f in MANIFEST_FIELDS if f not in entry]
        if missing:
            raise CorpusError(f"{where} ({entry.get('id', '?')}) lacks field(s): {', '.join(missing)}", path=str(path))
        bad = [f for f in MANIFEST_FIELDS if not isinstance(entry[f], str)]
        if bad:
            raise CorpusError(f"{where} ({entry.get('id', '?')}): field(s) must be strings: {', '.join(bad)}", path=str(path))
        if entry["id"] in seen:
            raise CorpusError(f"{where}: duplicate book id {entry['id']!r}", path=str(path))
        seen.add(entry["id"])
        if entry["parser"] not in known:
            raise CorpusError(
                f"{where} ({entry['id']}): unknown parser/format {entry['parser']!r} "
                f"(known: {', '.join(sorted(known))})",
                path=str(path),
            )
        if entry["kind"] not in KINDS:
            raise CorpusError(f"{where} ({entry['id']}): kind must be one of {KINDS}, not {entry['kind']!r}", path=str(path))
        extra = set(entry) - set(MANIFEST_FIELDS) - {"description"}
        if extra:
            raise CorpusError(f"{where} ({entry['id']}): unknown field(s): {', '.join(sorted(extra))}", path=str(path))
        metas.append(BookMeta(**entry))
    return metas


def parse_book(meta: BookMeta, folder: Path | None = None) -> Book:
    """Parse one book of the manifest and extract its cross-references."""
    from kb.corpus.refs import extract_refs

    source = read_source((folder or corpus_dir()) / meta.file)
    book = get_parser(meta.parser)(source, meta)
    book.source_sha256 = source.sha256
    extract_refs(book, source)
    return book


def parse_lines(book_id: str, lines: list[str] | str, path: str = "<texte>") -> Book:
    """Parse text (lines, or one string) with the parser and manifest entry of ``book_id``:
    for a new edition of a book, or a few lines in a test."""
    meta = next((m for m in load_manifest(DEFAULT_CORPUS) if m.id == book_id), None)
    if meta is None:
        raise CorpusError(f"unknown book {book_id!r}")
    if isinstance(lines, str):
        lines = lines.split("\n")
    return get_parser(meta.parser)(Source(path=Path(path), lines=lines, sha256=""), meta)


def load_library(folder: Path | None = None) -> Library:
    """Parse the whole corpus (no cache: see kb.build for the cached knowledge base)."""
    folder = folder or corpus_dir()
    return Library([parse_book(meta, folder) for meta in load_manifest(folder)])
