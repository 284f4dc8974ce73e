"""Hostile files (issue 39): each case of tests/hostile/generate.py given to the import as
the app and ``kb import`` give it — read, parsed and tried with every build step in the
bounded child (kb.userlib.admission) — with the child's peak resident memory and its
time; then ``kb build`` of a library holding the largest book the import accepts, on a
cold cache. Prints each case, then the worst case's peak memory and time.

Targets (issue 39): every hostile file refused or imported with a peak of at most 500 MB
and within 30 s; the build of the library with the largest accepted book within 60 s.
Run alone: ``python -m benchmarks.bench_hostile [file names…]``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from kb.bounded import BoundedError, run_bounded
from kb.corpus import DEFAULT_CORPUS
from kb.userlib.admission import admit
from kb.userlib.preview import ImportPreview
from tests.hostile.generate import BENCH_CASES, CASES, Case, written
from tests.hostile.test_hostile_files import READERS_BUDGETED

MB = 1024 * 1024
ROOT = Path(__file__).resolve().parent.parent


def _one(case: Case, path: Path, root: Path) -> tuple[str, int | None, float, ImportPreview | None]:
    """What the import said of ``path``, the child's peak and seconds, the preview if accepted."""
    library, cache = root / "library", root / "cache"
    library.mkdir(exist_ok=True)
    try:
        outcome = run_bounded("kb.userlib.admission:examined", path.read_bytes(), path.name, "club", "Club",
                              corpus=DEFAULT_CORPUS, library=library, cache_root=cache, edition=None, kind=None,
                              profile=None, build=True, path=path.name)
    except BoundedError as exc:
        right = "attendu" if case.said_right(str(exc)) else "INATTENDU"
        return f"refusé ({right}) : {str(exc)[:150]}", exc.peak_bytes, exc.seconds, None
    verdict = "importé" if not case.refused_by else "IMPORTÉ (refus attendu)"
    return f"{verdict} : {len(outcome.value.book.articles)} articles", outcome.peak_bytes, outcome.seconds, outcome.value


def _build(p: ImportPreview, path: Path, root: Path) -> tuple[float, int]:
    """``kb build`` on a cold cache of a library holding the book of ``p``: seconds, peak bytes."""
    library, cache = root / "built-library", root / "built-cache"
    library.mkdir()
    admit(replace(p, original=path.read_bytes()), corpus=DEFAULT_CORPUS, library=library, cache_root=root / "cache")
    env = {**os.environ, "KB_LIBRARY": str(library), "KB_CACHE_DIR": str(cache)}
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", "kb", "build"], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"kb build failed with the largest accepted book ({status})")
    return seconds, usage.ru_maxrss * 1024


def run(names: list[str] | None = None) -> None:
    worst_peak: tuple[int, str] = (0, "")
    worst_time: tuple[float, str] = (0.0, "")
    largest: tuple[ImportPreview, Path] | None = None
    with tempfile.TemporaryDirectory(prefix="bench-hostile-") as tmp:
        root = Path(tmp)
        (root / "files").mkdir()
        for case, path in written(CASES + BENCH_CASES, root / "files"):
            if names and case.filename not in names:
                continue
            if case.reader and not READERS_BUDGETED:
                print(f"{case.name:<40} en attente : les lecteurs ne comptent pas encore ce budget (issue 39, point 1)")
                continue
            said, peak, seconds, preview = _one(case, path, root)
            shown = f"{peak / MB:6.0f} Mo" if peak is not None else "   tué  "
            print(f"{case.name:<40} {shown} {seconds:6.1f} s  {said}", flush=True)
            if peak is not None and peak > worst_peak[0]:
                worst_peak = (peak, case.name)
            if seconds > worst_time[0]:
                worst_time = (seconds, case.name)
            if preview is not None and case.filename == BENCH_CASES[-1].filename:
                largest = (preview, path)
        print(f"pire mémoire : {worst_peak[0] / MB:.0f} Mo ({worst_peak[1]}) ; pire durée : {worst_time[0]:.1f} s "
              f"({worst_time[1]}) — cibles : 500 Mo, 30 s")
        if largest is not None:
            seconds, peak = _build(*largest, root)
            print(f"kb build avec le plus long livre accepté ({len(largest[0].book.articles)} articles) : "
                  f"{seconds:.1f} s, {peak / MB:.0f} Mo — cible : 60 s")


if __name__ == "__main__":
    run(sys.argv[1:])
