"""Temporary folders a killed build, import or export left behind are removed at the next
start (kb.atomic.clean_stale): those of a process that is gone, or older than an hour."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from kb.atomic import clean_stale, temp_folder
from kb.knowledge import KnowledgeBase


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_a_killed_processs_folder_is_removed_a_live_ones_kept(tmp_path: Path) -> None:
    dead = tmp_path / f".site.tmp-{_dead_pid()}-abcd1234"
    dead.mkdir()
    (dead / "index.html").write_text("x", encoding="utf-8")
    mine = temp_folder(tmp_path, ".site.tmp-")
    other = tmp_path / "site"
    other.mkdir()
    assert clean_stale(tmp_path, (".site.tmp-",)) == [dead]
    assert mine.is_dir() and other.is_dir() and not dead.exists()


def test_an_old_folder_without_a_process_id_is_removed(tmp_path: Path) -> None:
    old, new = tmp_path / ".remove-club@2026", tmp_path / ".remove-tda@2025"
    old.mkdir()
    new.mkdir()
    os.utime(old, (1, 1))
    assert clean_stale(tmp_path, (".remove-",)) == [old]


def test_opening_a_knowledge_base_cleans_its_cache_and_library(tmp_path: Path) -> None:
    cache, library = tmp_path / "cache", tmp_path / "library"
    cache.mkdir()
    library.mkdir()
    pid = _dead_pid()
    left = [cache / f".trial-{pid}-x1", library / f".import-{pid}-x2"]
    for folder in left:
        folder.mkdir()
    kb = KnowledgeBase(cache_root=cache, library=library)
    kb._clean_stale()
    assert not any(folder.exists() for folder in left)
