"""Shared fixtures: the corpus parsed once per test session."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

# Tests never touch the developer's cache: one fresh cache folder per test session, and one
# per worker when pytest-xdist runs the tests in parallel (a build prunes the other builds
# of its corpus in its cache folder).
_OWN_CACHE = "KB_CACHE_DIR" not in os.environ
_CACHE = os.environ.setdefault("KB_CACHE_DIR", tempfile.mkdtemp(prefix="kb-test-cache-"))
if _OWN_CACHE:  # removed at the end (a reader process of `kb rule --text` then ends too)
    atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)
if os.environ.get("PYTEST_XDIST_WORKER"):
    os.environ["KB_CACHE_DIR"] = os.path.join(_CACHE, os.environ["PYTEST_XDIST_WORKER"])
# …nor the developer's own imported rulebooks: an empty user library for the session.
os.environ["KB_LIBRARY"] = tempfile.mkdtemp(prefix="kb-test-library-")

from kb.corpus import DEFAULT_CORPUS, load_library  # noqa: E402
from kb.model import Library  # noqa: E402

CORPUS = DEFAULT_CORPUS


@pytest.fixture(scope="session")
def library() -> Library:
    """The five books parsed from corpus/ (no cache)."""
    return load_library(CORPUS)


def _one_book_corpus(folder: Path, book: str = "ciaffone", file: str = "ciaffone-1996.md") -> Path:
    folder.mkdir(parents=True)
    blocks = (DEFAULT_CORPUS / "manifest.toml").read_text(encoding="utf-8").split("[[book]]")
    (folder / "manifest.toml").write_text("[[book]]" + next(b for b in blocks if f'id = "{book}"' in b), encoding="utf-8")
    shutil.copy(DEFAULT_CORPUS / file, folder / file)
    return folder


@pytest.fixture(scope="session")
def one_book_corpus() -> Callable[..., Path]:
    """Makes a corpus folder of one of the five books (its manifest entry and its file):
    ``one_book_corpus(tmp_path / "corpus")``, or ``(folder, "tda", "tda-2019-fivebet.txt")``."""
    return _one_book_corpus


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
