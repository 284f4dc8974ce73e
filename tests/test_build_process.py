"""The build in a child process (kb.build_process), as the app runs it: its progress, its
report, the user's errors and a crash, each reaching the parent."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from kb.build_process import BuildCrashed, build_in_child
from kb.cache import is_built
from kb.errors import KBError


def test_progress_and_report_come_back_from_the_child(kb) -> None:  # type: ignore[no-untyped-def]
    """On a cache the session already built, the child finds it whole: a report, no rebuild."""
    kb.build()
    steps: list[tuple[str, int, int]] = []
    report = build_in_child(kb.corpus, kb.cache_root, progress=lambda *a: steps.append(a))
    assert report.rebuilt is False and is_built(report.cache_dir)
    assert steps == []  # nothing to build: no step announced


def test_a_users_error_is_raised_with_its_message(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "manifest.toml").write_text('[[book]]\nid = "x"\nfile = "absent.md"\n', encoding="utf-8")
    with pytest.raises(KBError) as info:
        build_in_child(corpus, tmp_path / "cache")
    message = str(info.value)  # the manifest's problems, each with its place
    assert "manifest.toml" in message and "book[0] (x).title" in message and "Traceback" not in message
    assert not list(tmp_path.glob("cache/*/BUILD_OK"))


def test_a_crash_is_not_a_users_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A child that dies without a report (here: a Python that cannot import kb) raises
    BuildCrashed with the end of its standard error."""
    fake = tmp_path / "python"
    fake.write_text("#!/bin/sh\necho 'Traceback: boom' >&2\nexit 1\n", encoding="utf-8")
    fake.chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(fake))
    with pytest.raises(BuildCrashed, match="boom"):
        build_in_child(tmp_path / "corpus", tmp_path / "cache")


def test_a_step_beside_the_topics_writes_into_the_build(
    one_book_corpus: Callable[..., Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A step of BESIDE_TOPICS runs in a forked copy of the build: its file is in the
    finished build, its time in the report, and the report's total is the wall time."""
    import os

    import kb.build
    from kb.model import Library

    def beside(library: Library, out: Path) -> None:
        (out / "beside.txt").write_text(f"{len(library.books)} {os.getpid()}", encoding="utf-8")

    monkeypatch.setattr(kb.build, "STEPS", (("articles", kb.build.write_library), ("à côté", beside)))
    monkeypatch.setattr(kb.build, "BESIDE_TOPICS", frozenset({"à côté"}))
    monkeypatch.setattr(kb.build, "can_fork", lambda: True)
    report = kb.build.ensure_built(one_book_corpus(tmp_path / "corpus"), tmp_path / "cache")
    books, pid = (report.cache_dir / "beside.txt").read_text(encoding="utf-8").split()
    assert books == "1" and int(pid) != os.getpid()  # written by the copy
    assert [name for name, _ in report.steps] == ["lecture", "articles", "à côté"]
    assert report.wall is not None and report.seconds == report.wall


def test_a_users_error_beside_the_topics_stops_the_build(
    one_book_corpus: Callable[..., Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import kb.build
    from kb.errors import DataError
    from kb.model import Library

    def beside(library: Library, out: Path) -> None:
        raise DataError("citation introuvable", path="kb/data/examples/x.toml", line=3)

    monkeypatch.setattr(kb.build, "STEPS", (("articles", kb.build.write_library), ("à côté", beside)))
    monkeypatch.setattr(kb.build, "BESIDE_TOPICS", frozenset({"à côté"}))
    monkeypatch.setattr(kb.build, "can_fork", lambda: True)
    with pytest.raises(KBError, match=r"kb/data/examples/x.toml:3: citation introuvable"):
        kb.build.ensure_built(one_book_corpus(tmp_path / "corpus"), tmp_path / "cache")
    assert not [p for p in (tmp_path / "cache").iterdir() if p.is_dir()]  # nothing half-built left


def test_the_lemmas_computed_beside_the_topics_are_the_vocabularys(kb) -> None:  # type: ignore[no-untyped-def]
    """lexicon_step lemmatizes every word the index could hold before the topics are known;
    the index keeps those of its vocabulary: exactly book_lemmas of that vocabulary, and the
    lexicon is in the index folder (the step's temporary file is not)."""
    import json

    from kb.search.index import BOOK_LEMMAS_FILE, INDEX_DIRNAME
    from kb.search.lexicon import LEXICON_FILE, book_lemmas, build_lexicon

    report = kb.build()
    index = report.cache_dir / INDEX_DIRNAME
    vocab = json.loads((index / "vocab.json").read_text(encoding="utf-8"))
    assert vocab["lemmas"] == book_lemmas(vocab["words"], build_lexicon())
    assert len(vocab["lemmas"]) > 100
    assert (index / LEXICON_FILE).is_file() and not (index / BOOK_LEMMAS_FILE).exists()


def _copy_of_a_copy(pids: object) -> None:
    """A process that forks a copy tied to it (kb.forking.end_with_parent), says both pids,
    and waits to be killed."""
    import multiprocessing
    import os
    import signal
    import time

    from kb.forking import end_with_parent

    def copy(parent: int) -> None:
        end_with_parent(parent, signal.SIGKILL)
        time.sleep(120)

    child = multiprocessing.get_context("fork").Process(target=copy, args=(os.getpid(),), daemon=True)
    child.start()
    pids.put((os.getpid(), child.pid))  # type: ignore[attr-defined]
    time.sleep(120)


@pytest.mark.skipif(sys.platform != "linux", reason="prctl(PR_SET_PDEATHSIG) is Linux's")
def test_a_forked_copy_ends_with_the_process_that_forked_it() -> None:
    """The app's build stopped (the server gone, the build process killed): the copies it
    forked — the steps beside the topics, the parse's second half — end too, instead of
    waiting forever to send their work to nobody (seen: one left per stopped cold start)."""
    import multiprocessing
    import os
    import signal
    import time

    context = multiprocessing.get_context("fork")
    pids = context.Queue()
    middle = context.Process(target=_copy_of_a_copy, args=(pids,))  # (a daemon may not fork)
    middle.start()
    try:
        _, copy = pids.get(timeout=30)
        time.sleep(0.2)  # the copy has called end_with_parent
    finally:
        os.kill(middle.pid, signal.SIGKILL)  # type: ignore[arg-type]
        middle.join()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and _alive(copy):
        time.sleep(0.05)
    assert not _alive(copy)


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, dead but not yet reaped by init, does not)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
