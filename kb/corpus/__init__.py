"""Corpus → Library: read the manifest, parse each book with its parser, resolve references.

One parser per source format, each in its own module (``kb/corpus/ropta.py`` …), and the
generic parser (``kb/corpus/generic.py``) that reads any book with its layout profile. A
parser is a function ``parse(source: Source, meta: BookMeta) -> Book`` that loses nothing:
every non-blank line lands in an article (current text, struck wording or examples) or in
the book's front matter, and each article lists the source lines it consumed.

The books come from several folders: the built-in corpus, then each book folder of the
user library (``kb import``; see :mod:`kb.userlib`). A book id met in two folders
with two versions is one book in two editions: the newest keeps the id (``ropta:9.6``),
an older one is ``ropta@2024-09`` (``ropta@2024-09:9.6``).
"""

from __future__ import annotations

import importlib
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path

from kb.corpus.profile import Profile, load_profile, profile_from_dict
from kb.corpus.refs import extract_refs
from kb.corpus.source import Source, read_source
from kb.datafiles import read_checked
from kb.errors import CorpusError
from kb.model import Book, BookMeta, Library
from kb.text import fold

Parser = Callable[[Source, BookMeta], Book]

PROJECT_ROOT = Path(__file__).resolve().parent.parent.parent
DEFAULT_CORPUS = PROJECT_ROOT / "corpus"


def corpus_dir() -> Path:
    """The corpus folder in use: ``$KB_CORPUS``, else ``corpus/``. The one reader of
    ``$KB_CORPUS`` (``kb --corpus DIR`` passes its folder instead)."""
    env = os.environ.get("KB_CORPUS")
    return Path(env) if env else DEFAULT_CORPUS


# The registry of parsers, by the name used in the manifest's ``parser`` field; each is
# the ``parse`` function of the module ``kb.corpus.<name>``; ``generic`` reads any book
# with a layout profile (``kb.corpus.profile``), or the layout it detects.
PARSERS = ("ropta", "tda", "aix", "ciaffone", "redcactus", "generic")
# Between a book id and an edition in the id of an older edition: ``ropta@2024-09``.
EDITION_SEP = "@"


def get_parser(name: str) -> Parser:
    """The parse function registered under ``name``."""
    module = importlib.import_module(f"kb.corpus.{name}")
    parse: Parser = module.parse
    return parse


def load_manifest(folder: Path | None = None) -> list[BookMeta]:
    """Read and check ``manifest.toml`` (``kb.datafiles``, kind ``manifest``); a CorpusError
    names the file and lists every problem with its place (``book[2] (tda).kind``)."""
    path = (folder or corpus_dir()) / "manifest.toml"
    data = read_checked("manifest", path, error=CorpusError, known={"parsers": PARSERS})
    return [BookMeta(**entry) for entry in data["book"]]


def book_profile(meta: BookMeta, source: Source) -> Profile | None:
    """The layout profile of a book read by the generic parser: the manifest's inline
    table, or the file it names beside the source; None when the manifest names none."""
    if isinstance(meta.profile, dict):
        return profile_from_dict(meta.profile, f"{source.path} (profil de {meta.id})")
    if meta.profile:
        return load_profile(source.path.parent / meta.profile)
    return None


def parse_source(source: Source, meta: BookMeta) -> Book:
    """Parse a read source with the book's parser (and profile), and extract its
    cross-references."""
    if meta.parser == "generic":
        generic = importlib.import_module("kb.corpus.generic")
        book: Book = generic.parse(source, meta, book_profile(meta, source))
    else:
        book = get_parser(meta.parser)(source, meta)
    book.source_sha256 = source.sha256
    extract_refs(book, source)
    return book


def parse_book(meta: BookMeta, folder: Path | None = None) -> Book:
    """Parse one book of the manifest (its ``file`` relative to ``folder``, or absolute)
    and extract its cross-references."""
    return parse_source(read_source((folder or corpus_dir()) / meta.file), meta)


def parse_lines(book_id: str, lines: list[str] | str, path: str = "<texte>") -> Book:
    """Parse text (lines, or one string) with the parser and manifest entry of ``book_id``:
    for a new edition of a book, or a few lines in a test."""
    meta = next((m for m in load_manifest(DEFAULT_CORPUS) if m.id == book_id), None)
    if meta is None:
        raise CorpusError(f"unknown book {book_id!r}")
    if isinstance(lines, str):
        lines = lines.split("\n")
    return get_parser(meta.parser)(Source(path=Path(path), lines=lines, sha256=""), meta)


def _sub_folders(library: Path | None) -> list[Path]:
    """The visible sub-folders of a user library, in name order (a hidden one is an import
    or a removal in progress)."""
    if library is None or not library.is_dir():
        return []
    return sorted(p for p in library.iterdir() if not p.name.startswith(".") and p.is_dir())


def book_folders(library: Path | None) -> list[Path]:
    """The book folders of a user library (each a corpus folder with its own
    ``manifest.toml``), in name order; hidden folders (an import in progress) are skipped."""
    return [p for p in _sub_folders(library) if (p / "manifest.toml").is_file()]


def stray_folders(library: Path | None) -> list[Path]:
    """The sub-folders of a user library that hold no ``manifest.toml`` (a folder copied by
    hand, a manifest deleted): no book is read from them, and the user is told so."""
    return [p for p in _sub_folders(library) if not (p / "manifest.toml").is_file()]


def folder_name(meta: BookMeta) -> str:
    """The folder of a book of the user library: ``club@2026-01``."""
    return f"{meta.id}{EDITION_SEP}{edition_slug(meta.version)}"


def library_manifest(folder: Path) -> list[BookMeta]:
    """The manifest entries of a book folder of the user library, which must be the book
    the folder's name says (``club@2026-01``: id ``club``, version 2026-01): ``kb remove``,
    the error hints and the user know a book by its folder, so a folder renamed by hand
    (or a manifest edited) is a CorpusError naming the manifest and the field."""
    metas = load_manifest(folder)
    for meta in metas:
        if folder_name(meta) != folder.name:
            field = "id" if folder.name.partition(EDITION_SEP)[0] != meta.id else "version"
            value = meta.id if field == "id" else meta.version
            raise CorpusError(f"{field} = {value!r} : ce livre est {folder_name(meta)}, mais son dossier s'appelle "
                              f"{folder.name} (renommer le dossier {folder_name(meta)}, ou corriger {field})",
                              path=str(folder / "manifest.toml"))
    return metas


def edition_slug(version: str) -> str:
    """The edition as an id writes it: ``"2019 v1.0"`` → ``"2019-v1-0"``, ``"non datée"``
    → ``"non-datee"``."""
    return re.sub(r"[^a-z0-9]+", "-", fold(version)).strip("-") or "sans-version"


def _absolute(meta: BookMeta, folder: Path) -> BookMeta:
    """The entry of a book outside the main corpus: its file made absolute, so that every
    reader of the source (the parser, the health check) finds it. Its files must lie in its
    folder: a library folder copied from someone else whose manifest says
    ``file = "../../../etc/passwd"`` (or holds a link to it) would have every command read
    that file, and the app and ``kb export site`` show and publish it."""
    inside = folder.resolve()
    for field in ("file", "profile", "original"):
        value = getattr(meta, field)
        if isinstance(value, str) and value and not (inside / value).resolve().is_relative_to(inside):
            raise CorpusError(f"{field} = {value!r} : hors du dossier du livre (un fichier de ce dossier est attendu)",
                              path=str(folder / "manifest.toml"))
    return replace(meta, file=str((folder / meta.file).resolve()))


def resolve_editions(metas: Iterable[BookMeta]) -> list[BookMeta]:
    """Give the editions of a book their ids: the newest (by date, then version) keeps the
    book id, each older one becomes ``id@edition`` with ``edition_of`` set. Books keep the
    order of their first entry, each followed by its older editions, newest first. The same
    book and edition met twice is a CorpusError."""
    groups: dict[str, list[BookMeta]] = {}
    for meta in metas:
        groups.setdefault(meta.id, []).append(meta)
    out: list[BookMeta] = []
    for book_id, group in groups.items():
        slugs = [edition_slug(m.version) for m in group]
        twice = sorted({s for s in slugs if slugs.count(s) > 1})
        if twice:
            raise CorpusError(f"livre {book_id!r} : édition {twice[0]!r} présente deux fois (corpus et bibliothèque)")
        # Dated editions after undated ones, then by date (ISO: text order is time order).
        ordered = sorted(group, key=lambda m: (bool(m.date), m.date, m.version), reverse=True)
        out.append(ordered[0])
        out += [replace(m, id=f"{book_id}{EDITION_SEP}{edition_slug(m.version)}", edition_of=book_id) for m in ordered[1:]]
    return out


def load_metas(folder: Path | None = None, library: Path | None = None) -> list[BookMeta]:
    """The manifest entries of the corpus ``folder`` and of every book folder of the user
    ``library``, editions resolved (see :func:`resolve_editions`)."""
    metas = list(load_manifest(folder or corpus_dir()))
    for book_folder in book_folders(library):
        metas += [_absolute(m, book_folder) for m in library_manifest(book_folder)]
    return resolve_editions(metas)


def load_library(folder: Path | None = None, library: Path | None = None) -> Library:
    """Parse the whole corpus, plus the books of the user ``library`` (no cache: see
    kb.build for the cached knowledge base)."""
    folder = folder or corpus_dir()
    return Library([parse_book(meta, folder) for meta in load_metas(folder, library)])
