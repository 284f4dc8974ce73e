"""The build: corpus + data files → compiled knowledge base in a cache folder.

The build owns its steps (``STEPS``, one named list) and writes what readers open through
:class:`kb.knowledge.KnowledgeBase`; no step and no reader imports this module back. Where
a build lives and whether it is whole is :mod:`kb.cache`. A build is written into a
temporary folder and renamed into place, so a crash never leaves a half-built cache.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import shutil
import signal
import tempfile
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path

from kb.atomic import temp_folder
from kb.cache import (
    LIBRARY_FILE,
    TRIAL_PREFIX,
    BuildReport,
    KeptTrial,
    build_dir,
    is_built,
    library_content,
)
from kb.corpus import load_library
from kb.engine.examples import build_step as examples_step
from kb.errors import KBError
from kb.forking import can_fork, end_with_parent
from kb.landing import land
from kb.model import Library
from kb.parameters import build_step as parameters_step
from kb.progress import Progress, StepBar, listening
from kb.quantities import build_step as quantities_step
from kb.search import build_step as search_step
from kb.search import lexicon_step
from kb.topics import build_step as topics_step

STALE_TEMP_SECONDS = 3600  # a temporary build folder older than this was left by a killed build


# The build steps, in order: each reads the parsed library and writes its artefact into
# the (temporary) build folder. The topics step sets ``article.topics``, so it runs before
# library.json is written; parameters verify every quote (a bad one stops the build).
BuildStep = Callable[[Library, Path], None]


def write_library(library: Library, out: Path) -> None:
    """``library.json``: every book and article, with topics and resolved references."""
    (out / LIBRARY_FILE).write_text(json.dumps(library.to_dict(), ensure_ascii=False), encoding="utf-8")


STEPS: tuple[tuple[str, BuildStep], ...] = (
    ("thèmes", topics_step),
    ("lexique", lexicon_step),
    ("paramètres", parameters_step),
    ("quantités", quantities_step),
    ("articles", write_library),
    ("index de recherche", search_step),
    ("exemples", examples_step),
)

# Steps that read only the books, not the topics the first step sets: when the build may
# fork (kb.forking), they run in a copy of the process while the topics step loads spaCy
# and parses (4–5 s, one core while loading), and the build waits for them when it ends —
# the French lexicon and the lemmas of the books' words (1 s), the worked examples
# replayed in PokerKit (0.5 s).
BESIDE_TOPICS = frozenset({"lexique", "exemples"})

# Each step's usual duration, for the progress bar's position only (kb.progress.StepBar):
# seconds of `kb build` on an empty cache, measured idle on two cores. The topics step is
# most of a build; a step run beside it (BESIDE_TOPICS) counts for nothing when it does.
READING = "lecture des règlements"  # the step before STEPS: the books parsed
USUAL_SECONDS = {
    READING: 0.1,
    "thèmes": 6.0,
    "lexique": 1.0,
    "paramètres": 0.05,
    "quantités": 0.2,
    "articles": 0.05,
    "index de recherche": 0.75,
    "exemples": 0.6,
}


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
    tmp = temp_folder(cache_root, f".{final.name}-")
    forks = can_fork()
    bar = StepBar(progress, [
        (name, 0.0 if forks and name in BESIDE_TOPICS else USUAL_SECONDS.get(name, 0.1))
        for name in [READING, *(n for n, _ in STEPS)]
    ])
    beside: _Beside | None = None
    try:
        started = t0 = time.perf_counter()
        bar.step(0)
        books = load_library(corpus, library)
        report.steps.append(("lecture", time.perf_counter() - t0))
        if forks:
            beside = _Beside([(n, s) for n, s in STEPS if n in BESIDE_TOPICS], books, tmp)
        for rank, (name, step) in enumerate(STEPS, start=1):
            bar.step(rank)
            if beside is not None and name in BESIDE_TOPICS:
                continue  # its time is reported when it has been waited for
            with listening(bar.phases(rank)):
                report.steps.append(_timed(name, step, books, tmp))
            if beside is not None and step is topics_step:  # over: wait for the steps beside it
                report.steps += beside.join()
        if beside is not None and not beside.joined:  # a build without the topics step
            report.steps += beside.join()
        land(tmp, final)
        report.wall = time.perf_counter() - started
    finally:
        if beside is not None and beside.process.is_alive():  # a step above failed
            beside.process.kill()
            beside.process.join()
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    _prune(cache_root, keep=final.name)
    return report


def trial_build(corpus: Path, cache_root: Path, library: Path | None, *, keep: bool = False) -> KeptTrial | None:
    """Every build step of ``corpus`` plus the user ``library`` into a temporary folder of
    ``cache_root``: whether that library builds (its error when it does not). An import
    runs it on a trial library with the new book, before the book is added. The texts it
    parses stay in the cache's NLP folder, each book's parts in its books folder
    (kb.bookcache); nothing is written where a build lives, and no build is pruned.

    The folder is removed, unless ``keep``: it is then returned, to become the build of
    the library the book is added to (:func:`kb.landing.adopt_trial`) or be removed
    (:func:`kb.landing.discard_trial`); one left by a killed import is removed as stale."""
    try:
        cache_root.mkdir(parents=True, exist_ok=True)
        tmp = temp_folder(cache_root, TRIAL_PREFIX)
    except OSError:  # a cache that cannot be written: a trial without the parsed texts kept
        tmp, keep = Path(tempfile.mkdtemp(prefix="kb-trial-")), False
    kept = None
    beside: _Beside | None = None
    try:
        books = load_library(corpus, library)
        if can_fork():  # as a build does: the steps that need no topics in a copy, beside them
            beside = _Beside([(n, s) for n, s in STEPS if n in BESIDE_TOPICS], books, tmp)
        for name, step in STEPS:
            if beside is None or name not in BESIDE_TOPICS:
                step(books, tmp)
            if beside is not None and step is topics_step:
                beside.join()
        if beside is not None and not beside.joined:  # a trial without the topics step
            beside.join()
        if keep and library is not None:
            kept = KeptTrial(str(tmp), str(library), library_content(corpus, library))
        return kept
    finally:
        if beside is not None and beside.process.is_alive():  # a step above failed
            beside.process.kill()
            beside.process.join()
        if kept is None:
            shutil.rmtree(tmp, ignore_errors=True)


class _Beside:
    """Build steps run in a forked copy of this process; ``join`` waits for them and raises
    what stopped them (a user's error as a KBError with its message)."""

    def __init__(self, steps: list[tuple[str, BuildStep]], books: Library, out: Path):
        context = multiprocessing.get_context("fork")
        self.receive, send = context.Pipe(duplex=False)
        self.process = context.Process(target=_run_beside, args=(steps, books, out, send, os.getpid()),
                                       daemon=True)
        self.process.start()
        send.close()
        self.joined = False

    def join(self) -> list[tuple[str, float]]:
        try:
            kind, value = self.receive.recv()
        except EOFError:  # the copy died before it could say anything
            kind, value = "crash", f"exit code {self.process.exitcode}"
        self.process.join()
        self.joined = True
        if kind == "error":
            raise KBError(value)
        if kind == "crash":
            raise RuntimeError(f"a build step run beside the topics failed: {value}")
        return list(value)


def _timed(name: str, step: BuildStep, books: Library, out: Path) -> tuple[str, float]:
    """Run one build step; its name and seconds, for the report."""
    t0 = time.perf_counter()
    step(books, out)
    return name, time.perf_counter() - t0


def _run_beside(steps: list[tuple[str, BuildStep]], books: Library, out: Path, send: Connection, parent: int) -> None:
    end_with_parent(parent, signal.SIGKILL)  # a build stopped (the server gone) stops its copy too
    try:
        send.send(("ok", [_timed(name, step, books, out) for name, step in steps]))
    except KBError as exc:
        send.send(("error", str(exc)))
    except BaseException as exc:  # noqa: BLE001 - said to the parent, which raises it
        send.send(("crash", f"{type(exc).__name__}: {exc}"))
    finally:
        send.close()


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
