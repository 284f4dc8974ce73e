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


class _Running:
    """A build under way whose provisional knowledge base is written (``state.Build``'s
    interface, without the build)."""

    def __init__(self, early: KnowledgeBase):
        import threading

        self.done = threading.Event()
        self.error: BaseException | None = None
        self.step = ("thèmes : analyse de 368 articles", 1, 8, 0.4)
        self._early = early

    def provisional(self) -> KnowledgeBase | None:
        return None if self.done.is_set() else self._early


def _provisional_app(kb, tmp_path: Path, monkeypatch, app=None, **params: str) -> AppTest:  # type: ignore[no-untyped-def]
    """The app (``app.py``, or the function ``app``) on an empty cache whose build has
    written its provisional knowledge base (the session's complete build stands for it)."""
    kb.build()
    early = kb.provisional_base(kb.cache_dir)
    monkeypatch.setenv("KB_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(state, "_READY", [])
    monkeypatch.setattr(state, "start_build", lambda base: _Running(early))
    state._opened.clear()
    at = AppTest.from_file(str(APP), default_timeout=300) if app is None else AppTest.from_function(app, default_timeout=300)
    for key, value in params.items():
        at.query_params[key] = value
    return at.run()


def test_the_search_is_served_by_the_provisional_base_while_the_build_runs(kb, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A cold start: once the provisional knowledge base is written, the search page is
    live — its results, and one line saying what is still being prepared — instead of
    the build's progress bar."""
    try:
        at = _provisional_app(kb, tmp_path, monkeypatch, q="bouton mort")
        assert not at.exception, [e.value for e in at.exception]
        assert not at.get("progress") and not at.success
        notes = [c.value for c in at.caption if "Base provisoire" in c.value]
        assert notes == [f":material/hourglass_top: {state.PROVISIONAL} (étape 2 sur 8 : thèmes : analyse de 368 articles)."]
        assert any("Bouton mort" in h.proto.body or "BOUTON MORT" in h.proto.body for h in at.get("html"))
        # the other pages wait for the whole knowledge base: the build's progress
        assert state.ready_knowledge() is None
    finally:
        state._opened.clear()


def test_an_article_of_the_provisional_base_says_its_topics_are_coming(kb, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    try:
        at = _provisional_app(kb, tmp_path, monkeypatch, article="tda:47")
        assert not at.exception, [e.value for e in at.exception]
        assert [h.value for h in at.header] == ["47 — Droit à la Surrelance"]
        assert "Même sujet dans les autres règlements" in [s.value for s in at.subheader]
        assert any("En préparation" in c.value for c in at.caption)
        assert "Thèmes" not in [s.value for s in at.subheader]  # no topic links: none is known yet
    finally:
        state._opened.clear()


def _failed_note_app() -> None:
    """The provisional base's line once its build has failed: ``kb_failure`` in the
    session says how (the user's input, or a crash)."""
    import threading

    import streamlit as st

    from kb.errors import KBError
    from kb.ui import state

    class Failed:
        done = threading.Event()
        step = ("thèmes", 1, 8, 0.5)
        error = (KBError("livre illisible", path="corpus/x.md") if st.session_state.get("kb_failure") == "input"
                 else RuntimeError("the build process ended with code -9: Traceback…"))

    Failed.done.set()
    state._provisional_note(Failed())  # type: ignore[arg-type]


def test_a_build_that_fails_under_a_provisional_page_is_said_not_rerun() -> None:
    """The page stays (no rerun: that would start the failing build again) and says why in
    French: the user's input with its place, anything else without its English details."""
    at = AppTest.from_function(_failed_note_app, default_timeout=60)
    at.session_state["kb_failure"] = "input"
    at.run()
    assert not at.exception
    # the message as text (never as markup: a path's « . » and « : » escaped), its place first
    assert [e.value for e in at.error] == [
        "La base complète n'a pas pu être construite : corpus&#47;x\u2060&#46;md\u2060&#58; livre illisible"
    ]
    at = AppTest.from_function(_failed_note_app, default_timeout=60)
    at.session_state["kb_failure"] = "crash"
    at.run()
    assert not at.exception
    assert [e.value for e in at.error] == [f"La base complète n'a pas pu être construite : {state.UNEXPECTED_BUILD_ERROR}"]


def _books_app() -> None:
    from kb.ui.main import run

    run(default="books")


def test_the_books_contents_are_served_by_the_provisional_base(kb, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    try:
        at = _provisional_app(kb, tmp_path, monkeypatch, _books_app, book="tda")
        assert not at.exception, [e.value for e in at.exception]
        assert not at.get("progress") and any("Base provisoire" in c.value for c in at.caption)
        assert [t.value for t in at.title] == ["Règlements"] and at.selectbox(key="books_book").value == "tda"
    finally:
        state._opened.clear()


def test_the_first_paint_of_an_article_reads_the_provisional_base(kb, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """An article's address typed during a cold start is painted by the server from the
    provisional knowledge base, as it would be from the whole one."""
    kb.build()
    early = kb.provisional_base(kb.cache_dir)
    running = _Running(early)
    monkeypatch.setattr(state, "_READY", [])
    monkeypatch.setattr(state, "_BUILDS", [running])
    assert state.ready_knowledge() is early
    running.done.set()  # the build landed: the page's run opens the whole base, not this
    assert state.ready_knowledge() is None
