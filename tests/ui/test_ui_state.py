"""The app's shared state (kb.ui.state): the build's progress on a cold start, the warm-up
after the first page."""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

from streamlit.testing.v1 import AppTest

import kb.build
from kb.corpus import DEFAULT_CORPUS, corpus_dir
from kb.knowledge import KnowledgeBase
from kb.search import build_step as search_step
from kb.search.index import INDEX_DIRNAME
from kb.ui import state

APP = Path(__file__).resolve().parents[2] / "app.py"


def test_warm_up_opens_the_knowledge_base_imports_the_pages_and_freezes_them(kb) -> None:  # type: ignore[no-untyped-def]
    kb.build()
    fresh = KnowledgeBase(DEFAULT_CORPUS, Path(os.environ["KB_CACHE_DIR"]))  # nothing opened yet
    assert fresh._opened == {}
    sys.modules.pop("kb.ui.glossary", None)
    frozen = gc.get_freeze_count()
    try:
        state._warm(fresh, ["kb.ui.glossary"])
        opened = set(fresh._opened)
        assert {INDEX_DIRNAME, "glossary", "library.json", "topics.json"} <= opened
        assert "kb.ui.glossary" in sys.modules
        assert gc.get_freeze_count() > frozen
    finally:
        gc.unfreeze()


def test_warm_up_reports_a_failure_and_still_returns(kb, caplog) -> None:  # type: ignore[no-untyped-def]
    kb.build()
    fresh = KnowledgeBase(DEFAULT_CORPUS, Path(os.environ["KB_CACHE_DIR"]))
    try:
        state._warm(fresh, ["kb.ui.no_such_page"])
    finally:
        gc.unfreeze()
    assert "warm-up of the knowledge base failed" in caplog.text


def test_cold_start_shows_the_build_steps_then_the_first_page(one_book_corpus, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """An empty cache: the first visitor sees the build's progress box, then the search page."""
    from kb.topics import build_step as topics_step

    monkeypatch.setattr(kb.build, "STEPS", (("thèmes", topics_step), ("articles", kb.build.write_library),
                                            ("index de recherche", search_step)))
    monkeypatch.setenv("KB_CORPUS", str(one_book_corpus(tmp_path / "corpus")))
    monkeypatch.setenv("KB_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(state, "_WARMED", [True])  # no warm-up: this build has no parameters
    monkeypatch.setattr(state, "BUILD_IN_CHILD", False)  # the STEPS above are this process's
    at = AppTest.from_file(str(APP), default_timeout=300).run()
    assert not at.exception, [e.value for e in at.exception]
    # the box of the build's progress (a still hourglass, not a spinner) ends said ready
    assert [s.value for s in at.success] == ["Base de connaissances prête"] and not at.get("progress")
    assert at.text_input(key="q_input") is not None and [t.value for t in at.title] == ["Recherche dans les règlements"]
    assert list((tmp_path / "cache").glob("*/BUILD_OK"))


def _small_build(monkeypatch, one_book_corpus, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A one-book corpus, an empty cache, a build of three steps run in this process."""
    from kb.topics import build_step as topics_step

    monkeypatch.setattr(kb.build, "STEPS", (("thèmes", topics_step), ("articles", kb.build.write_library),
                                            ("index de recherche", search_step)))
    monkeypatch.setenv("KB_CORPUS", str(one_book_corpus(tmp_path / "corpus")))
    monkeypatch.setenv("KB_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(state, "BUILD_IN_CHILD", False)
    monkeypatch.setattr(state, "_READY", [])
    monkeypatch.setattr(state, "_BUILDS", [])
    state._opened.clear()


def test_the_server_starts_the_build_before_any_visitor(one_book_corpus, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """An empty cache when the server starts: the build starts at once (a visitor's page then
    follows its progress), and the knowledge base is open once it is built."""
    _small_build(monkeypatch, one_book_corpus, tmp_path)
    try:
        state.prepare_first_page([])
        assert list((tmp_path / "cache").glob("*/BUILD_OK"))
        ready = state.ready_knowledge()
        assert ready is not None and ready.is_built() and ready.library.books
        assert len(state._BUILDS) == 1 and state._BUILDS[0].done.is_set() and state._BUILDS[0].error is None
    finally:
        state._opened.clear()


def test_pages_share_the_running_build(one_book_corpus, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A page that reruns (or a second visitor) while the knowledge base builds follows the
    build under way: one build, not one per run."""
    import threading

    _small_build(monkeypatch, one_book_corpus, tmp_path)
    release = threading.Event()
    builds: list[object] = []
    real_build = KnowledgeBase.build

    def slow_build(self, **kwargs):  # type: ignore[no-untyped-def]
        builds.append(self)
        release.wait(60)
        return real_build(self, **kwargs)

    monkeypatch.setattr(KnowledgeBase, "build", slow_build)
    try:
        base = state._opened(str(corpus_dir()), str(tmp_path / "library"))
        first, second = state.start_build(base), state.start_build(base)
        assert first is second and not first.done.is_set()
        release.set()
        assert first.done.wait(120) and first.error is None and len(builds) == 1
        assert state.start_build(base) is not first  # a finished build is not followed again
    finally:
        release.set()
        state._opened.clear()


def test_a_failed_build_is_said_by_each_page_that_waited(one_book_corpus, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A build that fails (a damaged book) ends with its error kept for the pages, and the
    server's start logs it without a traceback."""
    from kb.errors import KBError

    _small_build(monkeypatch, one_book_corpus, tmp_path)

    def failing(self, **kwargs):  # type: ignore[no-untyped-def]
        raise KBError("livre illisible", path="corpus/x.md")

    monkeypatch.setattr(KnowledgeBase, "build", failing)
    try:
        state.prepare_first_page([])
        assert state.ready_knowledge() is None
        assert isinstance(state._BUILDS[0].error, KBError)
    finally:
        state._opened.clear()

