"""The one build step: corpus + data files → compiled knowledge base in a cache folder.

The cache folder is keyed by a hash of the corpus, the data files and the package's own
source, so any change rebuilds it and a second start is instant. A build is written into
a temporary folder and renamed into place, so a crash never leaves a half-built cache.

Layout of a cache folder ``<cache_root>/<key>/``:

- ``library.json`` — every book and article (with topics and resolved references);
- ``topics.json``, ``parameters.json``, ``quantities.json`` — the topic index, the verified
  parameters, the quantity spans of each article (highlighted by the app);
- ``index/`` — the Whoosh search index (see kb.search);
- ``BUILD_OK`` — written last; a folder without it is incomplete and rebuilt.
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

from kb.corpus import PROJECT_ROOT, corpus_dir, load_library
from kb.model import Library

PACKAGE_DIR = Path(__file__).resolve().parent
DATA_DIR = PACKAGE_DIR / "data"
STAMP = "BUILD_OK"


def cache_root() -> Path:
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


def build_key(folder: Path | None = None) -> str:
    """Hash of the corpus files, the data files and the package source that builds the cache."""
    h = hashlib.sha256()
    _hash_tree(h, folder or corpus_dir(), ("*",))
    _hash_tree(h, PACKAGE_DIR, ("*.py", "*.toml", "*.yaml", "*.json"), skip=NOT_IN_BUILD)
    h.update(sys.version.encode())
    return h.hexdigest()[:16]


@dataclass
class BuildReport:
    """What a build did, for ``kb build`` and the app's progress indicator."""

    cache_dir: Path
    rebuilt: bool
    steps: list[tuple[str, float]] = field(default_factory=list)

    @property
    def seconds(self) -> float:
        return sum(s for _, s in self.steps)


# Each build step writes into the (temporary) cache folder. Steps are added by the modules
# that own the artefacts (the search index, the topics…), in order.
BuildStep = Callable[[Library, Path], None]


def _steps() -> list[tuple[str, BuildStep]]:
    steps: list[tuple[str, BuildStep]] = []
    try:
        from kb.topics import build_step as topics_step

        steps.append(("topics", topics_step))
    except ImportError:
        pass
    from kb.parameters import build_step as parameters_step

    steps.append(("parameters", parameters_step))  # verifies every quote: a bad one stops the build
    from kb.quantities import build_step as quantities_step

    steps.append(("quantities", quantities_step))
    steps.append(("library.json", _write_library))
    try:
        from kb.search import build_step as search_step

        steps.append(("search index", search_step))
    except ImportError:
        pass
    return steps


def _write_library(library: Library, out: Path) -> None:
    (out / "library.json").write_text(json.dumps(library.to_dict(), ensure_ascii=False), encoding="utf-8")


def ensure_built(
    folder: Path | None = None,
    *,
    force: bool = False,
    progress: Callable[[str], None] | None = None,
) -> BuildReport:
    """Build the cache for the current corpus and code unless it is already there."""
    folder = folder or corpus_dir()
    root = cache_root()
    key = build_key(folder)
    final = root / key
    if not force and (final / STAMP).exists():
        return BuildReport(final, rebuilt=False)
    root.mkdir(parents=True, exist_ok=True)
    report = BuildReport(final, rebuilt=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{key}-", dir=root))
    try:
        t0 = time.perf_counter()
        if progress:
            progress("Lecture des règlements")
        library = load_library(folder)
        report.steps.append(("parse", time.perf_counter() - t0))
        for name, step in _steps():
            if progress:
                progress(name)
            t0 = time.perf_counter()
            step(library, tmp)
            report.steps.append((name, time.perf_counter() - t0))
        (tmp / STAMP).write_text(key, encoding="utf-8")
        if final.exists():
            shutil.rmtree(final)
        os.replace(tmp, final)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    _prune(root, keep=key)
    return report


def _prune(root: Path, keep: str) -> None:
    """Remove stale cache folders of older builds."""
    for child in root.iterdir():
        if child.is_dir() and child.name != keep and not child.name.startswith("."):
            shutil.rmtree(child, ignore_errors=True)


_LIBRARY_CACHE: dict[Path, Library] = {}


def load_kb_library(folder: Path | None = None) -> Library:
    """The compiled library (built if needed), read once per process."""
    report = ensure_built(folder)
    cached = _LIBRARY_CACHE.get(report.cache_dir)
    if cached is None:
        data = json.loads((report.cache_dir / "library.json").read_text(encoding="utf-8"))
        cached = Library.from_dict(data)
        _LIBRARY_CACHE.clear()
        _LIBRARY_CACHE[report.cache_dir] = cached
    return cached
