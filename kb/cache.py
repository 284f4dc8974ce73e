"""Where a built knowledge base lives in the cache, and whether it is whole.

Light on purpose: opening a knowledge base that is already built reads only this module
(the build itself, :mod:`kb.build`, imports every step and their heavy libraries).

Layout of a cache root (``$KB_CACHE_DIR``, default ``.cache/kb``)::

    <tag>-<key>/        one built knowledge base (tag: the corpus folder; key: its content)
        library.json        every book and article (with topics and resolved references)
        topics.json         the topic index and cross-links
        parameters.json     the rule parameters, every quote verified
        value_warnings.json what the build left out of the user library's values files
        quantities.json     the quantity spans of each article (highlighted by the app)
        examples.json       the worked examples' results (engine + PokerKit)
        index/              the search index: postings as arrays, stored fields in Whoosh (kb.search)
        BUILD_OK            written last, with the checksum of every file; a folder without
                            it is incomplete, a file that does not match is damaged: rebuilt
    .nlp/               parsed texts kept across builds (see kb.topics.index.build_step)
    .regex/             the compiled code of spaCy's French tokenizer pattern (kb.regex_store)
    .french/            the French lemmatizer's tables in pieces (kb.french_lookups)
    .books/             what the build computed from one book alone, by book (kb.bookcache)

The key hashes the corpus, the user library (imported books, see :mod:`kb.userlib`), the
data files and the package's own source, so any change rebuilds it and a second start is
instant (an empty user library adds nothing to the key).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from kb.corpus import PROJECT_ROOT, book_folders

PACKAGE_DIR = Path(__file__).resolve().parent
STAMP = "BUILD_OK"
TRIAL_PREFIX = ".trial-"  # a trial build's temporary folder in the cache root (kb.build.trial_build)
LIBRARY_FILE = "library.json"


def default_cache_root() -> Path:
    """``$KB_CACHE_DIR`` if set, else ``.cache/kb`` in the project folder."""
    env = os.environ.get("KB_CACHE_DIR")
    return Path(env) if env else PROJECT_ROOT / ".cache" / "kb"


def _hash_tree(h: hashlib._Hash, root: Path, patterns: tuple[str, ...], skip: tuple[str, ...] = ()) -> None:
    for pattern in patterns:
        for path in sorted(root.rglob(pattern)):
            rel = path.relative_to(root).parts
            if "__pycache__" in rel or not path.is_file() or (rel and rel[0] in skip):
                continue
            h.update(os.fsencode(path.relative_to(root)))
            h.update(b"\0")
            h.update(path.read_bytes())
            h.update(b"\0")


# Package folders whose code reads the compiled knowledge base but does not shape it: a
# change there (a page of the app, a CLI command) must not rebuild the cache.
NOT_IN_BUILD = ("ui", "commands")


def package_hash() -> str:
    """Hash of the package source and data files that shape a build (not ``NOT_IN_BUILD``)."""
    h = hashlib.sha256()
    _hash_tree(h, PACKAGE_DIR, ("*.py", "*.toml", "*.yaml", "*.json"), skip=NOT_IN_BUILD)
    return h.hexdigest()


def build_key(corpus: Path, library: Path | None = None) -> str:
    """Hash of the corpus files, the user library's books, the data files and the package
    source that builds the cache. An empty or missing library hashes as no library."""
    h = hashlib.sha256()
    _hash_tree(h, corpus, ("*",))
    for folder in book_folders(library):
        # The folder's place too: the parsed books point to their files by absolute path.
        h.update(b"library:" + os.fsencode(folder.resolve()))
        _hash_tree(h, folder, ("*",))
    h.update(package_hash().encode())
    h.update(sys.version.encode())
    return h.hexdigest()[:16]


def library_content(corpus: Path, library: Path | None) -> str:
    """Hash of what a build reads of the corpus and the user library, wherever the library
    lies (the book folders' names and files, not their place): a trial build of a library
    (kb.build.trial_build) is the build of another one of the same content."""
    h = hashlib.sha256()
    _hash_tree(h, corpus, ("*",))
    for folder in book_folders(library):
        h.update(b"book:" + os.fsencode(folder.name))
        _hash_tree(h, folder, ("*",))
    return h.hexdigest()


@dataclass(frozen=True)
class KeptTrial:
    """A trial build kept for the import that ran it (:func:`kb.build.trial_build`): its
    folder in the cache root, the trial library it read (``library``: its books' files are
    named there) and that library's :func:`library_content`."""

    folder: str
    library: str
    content: str


def corpus_tag(corpus: Path, library: Path | None = None) -> str:
    """A short name for a corpus folder and the user library read with it, so that two
    corpora, or one corpus with two libraries (two users, two test sessions), share a cache
    root without pruning each other's builds; a new state of the same pair prunes the old."""
    h = hashlib.sha256(os.fsencode(corpus.resolve()))  # (a folder name may hold any byte)
    if library is not None:
        h.update(b"\0" + os.fsencode(library.resolve()))
    return h.hexdigest()[:8]


def build_dir(corpus: Path, cache_root: Path, library: Path | None = None) -> Path:
    """Where the build of ``corpus`` (plus the user ``library``) in its current state
    lives (built or not)."""
    return cache_root / f"{corpus_tag(corpus, library)}-{build_key(corpus, library)}"


def checksums(folder: Path) -> dict[str, str]:
    """sha256 of every file of a build folder but the stamp, by relative path."""
    return {
        str(path.relative_to(folder)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.name != STAMP
    }


def is_built(folder: Path) -> bool:
    """True when the build folder is complete (its stamp was written last)."""
    return (folder / STAMP).exists()


def damaged_files(folder: Path) -> list[str]:
    """The files of a complete build whose content is not what the build wrote (an empty
    or garbled cache file, a missing one), from the checksums kept in the stamp."""
    try:
        written = json.loads((folder / STAMP).read_text(encoding="utf-8"))["files"]
        if not isinstance(written, dict):
            raise TypeError("files")
    except (OSError, ValueError, KeyError, TypeError):
        return [STAMP]
    found = checksums(folder)
    return sorted(name for name in set(written) | set(found) if written.get(name) != found.get(name))


@dataclass
class BuildReport:
    """What a build did, for ``kb build`` and the app's progress indicator."""

    cache_dir: Path
    rebuilt: bool
    steps: list[tuple[str, float]] = field(default_factory=list)
    wall: float | None = None  # the build's own duration (some steps run side by side)

    @property
    def seconds(self) -> float:
        return self.wall if self.wall is not None else sum(s for _, s in self.steps)
