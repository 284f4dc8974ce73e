"""The app's shared state (kb.ui.state): the build's progress on a cold start, the warm-up
after the first page."""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

from streamlit.testing.v1 import AppTest

import kb.build
from kb.corpus import DEFAULT_CORPUS
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
    assert [s.label for s in at.status] == ["Base de connaissances prête"]
    assert [p.value for p in at.get("progress")] == [100]  # the bar ran to its end (« Terminé »)
    assert at.text_input(key="q_input") is not None and [t.value for t in at.title] == ["Recherche dans les règlements"]
    assert list((tmp_path / "cache").glob("*/BUILD_OK"))
