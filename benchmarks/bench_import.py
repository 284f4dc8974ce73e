"""Adding a book, as a director does it (issue 37): ``kb import`` of a 100-article book,
then the first command after it (``kb build``, which rebuilds the knowledge base with the
book, its steps printed) and a ``kb search`` that finds it — each a new process, on a
warm cache of the built-in corpus; then the same for a new edition of that book (three
articles reworded, one added). The book is made of the wordings of 100 articles of the
built-in books (ROPTA, TDA, Aix), each under a « ## Article N : title » heading and after
a sentence of its own (a text the language model has not parsed before).

Target (issue 37): import → searchable in the CLI ≤ 3 s, a new edition ≤ 3 s.
Run alone: ``python -m benchmarks import``.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.waits import process_start, report
from kb.corpus import DEFAULT_CORPUS, load_library

ROOT = Path(__file__).resolve().parent.parent
KB = [sys.executable, "-m", "kb"]
ARTICLES = 100
TARGET = 3.0  # seconds, import → searchable (issue 37)
REWORDED = " Le directeur de tournoi peut accorder trente secondes supplémentaires."


def club_book(path: Path, edition: bool = False) -> None:
    """The 100-article book (``edition``: three articles reworded and one added)."""
    library = load_library(DEFAULT_CORPUS)
    found = [a for a in library.all_articles() if a.book in ("ropta", "tda", "aix") and len(a.text) > 150]
    parts = ["# Règlement du club de test\n"]
    for n, a in enumerate(found[:ARTICLES], 1):
        # a sentence of its own in each: a book the language model has not parsed before
        text = f"Au club, cette règle porte le numéro {n}. {a.text.strip()}"
        text += REWORDED if edition and n in (3, 30, 60) else ""
        parts.append(f"## Article {n} : {a.title or 'Règle'}\n\n{text}\n")
    if edition:
        parts.append(f"## Article {ARTICLES + 1} : Annonce du time\n\n{REWORDED.strip()}\n")
    path.write_text("\n".join(parts), encoding="utf-8")


CPU: list[float] = []  # CPU seconds (user + system) of each run, its children's included


def _run(argv: list[str], env: dict[str, str], show: bool = False) -> float:
    """Seconds of one ``kb`` process (its output printed when ``show``); it must succeed.
    Its CPU seconds, with those of the processes it waited for (the import's bounded
    child), are appended to ``CPU``: on a loaded machine the wall time grows, they little."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    done = subprocess.run([*KB, *argv], cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        raise RuntimeError(f"kb {' '.join(argv)} failed: {done.stderr.strip()[-400:]}")
    if show:
        for line in done.stdout.splitlines():
            if line.startswith("  "):
                print(f"    {line.strip()}")
    return seconds


def _added(what: str, argv: list[str], env: dict[str, str], start: float) -> None:
    """One import, the build after it, a search finding the book: each and their sum."""
    imported = _run(argv, env)
    print(f"  kb import{'':<27} {imported:6.2f} s (CPU {CPU[-1]:.2f} s)")
    built = _run(["build"], env, show=True)
    print(f"  kb build (the first command after it) {built:6.2f} s (CPU {CPU[-1]:.2f} s)")
    searched = _run(["search", "directeur de tournoi trente secondes", "--book", "club"], env)
    print(f"  kb search in the book{'':<15} {searched:6.2f} s (CPU {CPU[-1]:.2f} s)")
    report(f"{what} → searchable (CLI)", imported + built + searched, TARGET, start)
    print(f"  its CPU time: {sum(CPU[-3:]):.2f} s")


def run() -> None:
    with tempfile.TemporaryDirectory(prefix="kb-bench-import-") as tmp:
        root = Path(tmp)
        library, cache = root / "library", root / "cache"
        library.mkdir()
        env = {**os.environ, "KB_LIBRARY": str(library), "KB_CACHE_DIR": str(cache)}
        book, edition = root / "club.md", root / "club-2026.md"
        club_book(book)
        club_book(edition, edition=True)
        _run(["build"], env)  # the warm cache of the built-in corpus
        start = process_start()
        print(f"a {ARTICLES}-article book ({book.stat().st_size // 1000} kB), warm cache of the built-in corpus:")
        _added(f"import of a {ARTICLES}-article book", [
            "import", str(book), "--id", "club", "--title", "Club"], env, start)
        print("its new edition (three articles reworded, one added):")
        _added("import of its new edition", [
            "import", str(edition), "--id", "club", "--edition", "2026-01"], env, start)


if __name__ == "__main__":
    run()
