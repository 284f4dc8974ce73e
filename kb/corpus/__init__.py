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

from kb.corpus.refs import extract_refs
from kb.corpus.source import Source, read_source
from kb.datafiles import read_checked
from kb.errors import CorpusError
from kb.model import Book, BookMeta, Library

Parser = Callable[[Source, BookMeta], Book]

PROJECT_ROOT = Path(__file__).resolve().parent.parent.parent
DEFAULT_CORPUS = PROJECT_ROOT / "corpus"


def corpus_dir() -> Path:
    """The corpus folder in use: ``$KB_CORPUS`` (or ``kb --corpus DIR``), else ``corpus/``."""
    env = os.environ.get("KB_CORPUS")
    return Path(env) if env else DEFAULT_CORPUS


# The registry of parsers, by the name used in the manifest's ``parser`` field; each is
# the ``parse`` function of the module ``kb.corpus.<name>``; ``generic`` reads any book
# with a layout profile (``kb.corpus.profile``), or the layout it detects.
PARSERS = ("ropta", "tda", "aix", "ciaffone", "redcactus", "generic")


def get_parser(name: str) -> Parser:
    """The parse function registered under ``name``."""
    module = importlib.import_module(f"kb.corpus.{name}")
    parse: Parser = module.parse
    return parse


def load_manifest(folder: Path | None = None) -> list[BookMeta]:
    """Read and check ``manifest.toml`` (``kb.datafiles``, kind ``manifest``); a CorpusError
    names the file and lists every problem with its place (``book[2] (tda).kind``)."""
    path = (folder or corpus_dir()) / "manifest.toml"
    data = read_checked("manifest", path, error=CorpusError)
    return [BookMeta(**entry) for entry in data["book"]]


def parse_book(meta: BookMeta, folder: Path | None = None) -> Book:
    """Parse one book of the manifest and extract its cross-references."""
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
