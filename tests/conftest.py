"""Shared fixtures: the corpus parsed once per test session."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

# Tests never touch the developer's cache: one fresh cache folder per test session.
os.environ.setdefault("KB_CACHE_DIR", tempfile.mkdtemp(prefix="kb-test-cache-"))
# …nor the developer's own imported rulebooks: an empty user library for the session.
os.environ["KB_LIBRARY"] = tempfile.mkdtemp(prefix="kb-test-library-")

from kb.corpus import DEFAULT_CORPUS, load_library  # noqa: E402
from kb.model import Library  # noqa: E402

CORPUS = DEFAULT_CORPUS


@pytest.fixture(scope="session")
def library() -> Library:
    """The five books parsed from corpus/ (no cache)."""
    return load_library(CORPUS)


@pytest.fixture(scope="session")
def corpus_dir() -> Path:
    return CORPUS


@pytest.fixture(scope="session")
def kb():  # -> KnowledgeBase
    """The knowledge base of corpus/, built once in the session's cache folder."""
    from kb.knowledge import KnowledgeBase  # imported late: the fixture is for tests that build

    return KnowledgeBase(CORPUS, Path(os.environ["KB_CACHE_DIR"]))


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """One headless Debian Chromium for every browser test of the session (the app's and
    the static site's): Playwright's sync API allows one running instance per thread."""
    from playwright.sync_api import sync_playwright  # heavy, and only for the browser tests

    from kb.ui.server import CHROMIUM, CHROMIUM_ARGS, chromium_available

    reason = chromium_available()
    if reason:
        pytest.skip(reason)

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()
