"""The app's shared state: the warm-up after the first page (kb.ui.state)."""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

from kb.corpus import DEFAULT_CORPUS
from kb.knowledge import KnowledgeBase
from kb.search.index import INDEX_DIRNAME
from kb.ui import state


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
