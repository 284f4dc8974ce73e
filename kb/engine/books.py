"""Which books the engine knows and what they are called — read from data, never typed in
code.

The engine's books are those with a worked-examples file ``kb/data/examples/<id>.toml``
(which also names the article deciding each kind of ruling in that book); a book's display
name is the ``short`` field of ``corpus/manifest.toml``, and its order the manifest's.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from kb.corpus import DEFAULT_CORPUS, load_manifest
from kb.errors import KBError

EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "data" / "examples"


@lru_cache(maxsize=8)
def _manifest_names(folder: Path) -> tuple[tuple[str, str], ...]:
    return tuple((meta.id, meta.short) for meta in load_manifest(folder))


def book_names(folder: Path | None = None) -> dict[str, str]:
    """Book id → short name, in the order of the manifest of ``folder`` (default: the
    built-in corpus): ropta → ROPTA, tda → TDA, …"""
    return dict(_manifest_names(folder or DEFAULT_CORPUS))


def engine_books(examples_dir: Path | None = None, corpus: Path | None = None) -> list[str]:
    """The ids of the books that have a worked-examples file, in the manifest's order
    (a file for a book the manifest does not list comes last)."""
    ids = sorted(path.stem for path in (examples_dir or EXAMPLES_DIR).glob("*.toml"))
    rank = {book: i for i, book in enumerate(book_names(corpus))}
    return sorted(ids, key=lambda book: (rank.get(book, len(rank)), book))


def check_book(book: str, known: Sequence[str]) -> str:
    """``book`` if it is one of ``known``, else a KBError listing them."""
    if book not in known:
        raise KBError(f"livre inconnu : {book!r} (attendu : {', '.join(known)})")
    return book
