"""The build: corpus + data files → compiled knowledge base in a cache folder.

The build owns its steps (``STEPS``, one named list) and writes what readers open through
:class:`kb.knowledge.KnowledgeBase`; no step and no reader imports this module back.

The cache folder is keyed by a hash of the corpus, the user library (imported books, see
:mod:`kb.userlib`), the data files and the package's own source, so any change
rebuilds it and a second start is instant (an empty user library adds nothing to the key).
A build is written into a temporary folder and renamed into place, so a crash never leaves
a half-built cache.

Layout of a cache root (``$KB_CACHE_DIR``, default ``.cache/kb``)::

    <tag>-<key>/        one built knowledge base (tag: the corpus folder; key: its content)
        library.json        every book and article (with topics and resolved references)
        topics.json         the topic index and cross-links
        parameters.json     the rule parameters, every quote verified
        quantities.json     the quantity spans of each article (highlighted by the app)
        examples.json       the worked examples' results (engine + PokerKit)
        index/              the Whoosh search index (see kb.search)
        BUILD_OK            written last, with the checksum of every file; a folder without
                            it is incomplete, a file that does not match is damaged: rebuilt
    .nlp/               parsed texts kept across builds (see kb.topics.index.build_step)
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from kb.corpus import PROJECT_ROOT, book_folders, load_library
from kb.engine.examples import build_step as examples_step
from kb.model import Library
from kb.parameters import build_step as parameters_step
from kb.quantities import build_step as quantities_step
from kb.search import build_step as search_step
from kb.topics import build_step as topics_step

PACKAGE_DIR = Path(__file__).resolve().parent
STAMP = "BUILD_OK"
LIBRARY_FILE = "library.json"
STALE_TEMP_SECONDS = 3600  # a temporary build folder older than this was left by a killed build


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
            h.update(str(path.relative_to(root)).encode())
            h.update(b"\0")
            h.update(path.read_bytes())
            h.update(b"\0")


# Package folders whose code reads the compiled knowledge base but does not shape it: a
# change there (a page of the app, a CLI command) must not rebuild the cache.
NOT_IN_BUILD = ("ui", "commands")


def build_key(corpus: Path, library: Path | None = None) -> str:
    """Hash of the corpus files, the user library's books, the data files and the package
    source that builds the cache. An empty or missing library hashes as no library."""
    h = hashlib.sha256()
    _hash_tree(h, corpus, ("*",))
    for folder in book_folders(library):
        # The folder's place too: the parsed books point to their files by absolute path.
        h.update(f"library:{folder.resolve()}".encode())
        _hash_tree(h, folder, ("*",))
    _hash_tree(h, PACKAGE_DIR, ("*.py", "*.toml", "*.yaml", "*.json"), skip=NOT_IN_BUILD)
    h.update(sys.version.encode())
    return h.hexdigest()[:16]


def corpus_tag(corpus: Path) -> str:
    """A short name for a corpus folder, so that two corpora share a cache root without
    pruning each other's builds."""
    return hashlib.sha256(str(corpus.resolve()).encode()).hexdigest()[:8]


def build_dir(corpus: Path, cache_root: Path, library: Path | None = None) -> Path:
    """Where the build of ``corpus`` (plus the user ``library``) in its current state
    lives (built or not)."""
    return cache_root / f"{corpus_tag(corpus)}-{build_key(corpus, library)}"


def _checksums(folder: Path) -> dict[str, str]:
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
    found = _checksums(folder)
    return sorted(name for name in set(written) | set(found) if written.get(name) != found.get(name))


@dataclass
class BuildReport:
    """What a build did, for ``kb build`` and the app's progress indicator."""

    cache_dir: Path
    rebuilt: bool
    steps: list[tuple[str, float]] = field(default_factory=list)

    @property
    def seconds(self) -> float:
        return sum(s for _, s in self.steps)


# The build steps, in order: each reads the parsed library and writes its artefact into
# the (temporary) build folder. The topics step sets ``article.topics``, so it runs before
# library.json is written; parameters verify every quote (a bad one stops the build).
BuildStep = Callable[[Library, Path], None]


def write_library(library: Library, out: Path) -> None:
    """``library.json``: every book and article, with topics and resolved references."""
    (out / LIBRARY_FILE).write_text(json.dumps(library.to_dict(), ensure_ascii=False), encoding="utf-8")


STEPS: tuple[tuple[str, BuildStep], ...] = (
    ("thèmes", topics_step),
    ("paramètres", parameters_step),
    ("quantités", quantities_step),
    ("articles", write_library),
    ("index de recherche", search_step),
    ("exemples", examples_step),
)

# Called before each step with its name, its rank (0-based) and the number of steps
# (parsing the books included), so that a progress bar can be drawn.
Progress = Callable[[str, int, int], None]


def ensure_built(
    corpus: Path,
    cache_root: Path,
    *,
    force: bool = False,
    progress: Progress | None = None,
    library: Path | None = None,
) -> BuildReport:
    """Build the knowledge base of ``corpus`` plus the user ``library`` into ``cache_root``
    unless it is already there."""
    final = build_dir(corpus, cache_root, library)
    if not force and is_built(final):
        return BuildReport(final, rebuilt=False)
    cache_root.mkdir(parents=True, exist_ok=True)
    report = BuildReport(final, rebuilt=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{final.name}-", dir=cache_root))
    total = len(STEPS) + 1
    try:
        t0 = time.perf_counter()
        if progress:
            progress("lecture des règlements", 0, total)
        books = load_library(corpus, library)
        report.steps.append(("lecture", time.perf_counter() - t0))
        for rank, (name, step) in enumerate(STEPS, start=1):
            if progress:
                progress(name, rank, total)
            t0 = time.perf_counter()
            step(books, tmp)
            report.steps.append((name, time.perf_counter() - t0))
        stamp = {"build": final.name, "files": _checksums(tmp)}
        (tmp / STAMP).write_text(json.dumps(stamp, indent=0), encoding="utf-8")
        if final.exists():
            shutil.rmtree(final)
        os.replace(tmp, final)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    _prune(cache_root, keep=final.name)
    return report


def _prune(cache_root: Path, keep: str) -> None:
    """Remove older builds of the same corpus, and temporary folders left by killed builds."""
    tag = keep.split("-", 1)[0]
    now = time.time()
    for child in cache_root.iterdir():
        if not child.is_dir() or child.name == keep:
            continue
        stale_temp = child.name.startswith(f".{tag}-") and now - child.stat().st_mtime > STALE_TEMP_SECONDS
        legacy = len(child.name) == 16 and not child.name.startswith(".")  # before builds were tagged
        if child.name.startswith(f"{tag}-") or stale_temp or legacy:
            shutil.rmtree(child, ignore_errors=True)
