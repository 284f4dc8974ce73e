"""The build cache key: what changes it and what does not."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

from kb.cache import _hash_tree, build_key
from kb.corpus import DEFAULT_CORPUS


def _digest(root: Path, skip: tuple[str, ...] = ()) -> str:
    h = hashlib.sha256()
    _hash_tree(h, root, ("*.py", "*.toml"), skip=skip)
    return h.hexdigest()


def test_key_changes_with_the_corpus(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(DEFAULT_CORPUS, corpus)
    before = build_key(corpus)
    assert build_key(corpus) == before  # deterministic
    path = corpus / "ciaffone-1996.md"
    path.chmod(0o644)
    path.write_bytes(path.read_bytes() + b" ")
    assert build_key(corpus) != before


def test_skipped_folders_do_not_change_the_key(tmp_path: Path) -> None:
    (tmp_path / "ui").mkdir()
    (tmp_path / "data").mkdir()
    (tmp_path / "ui" / "page.py").write_text("a = 1\n")
    (tmp_path / "data" / "topics.toml").write_text("x = 1\n")
    (tmp_path / "model.py").write_text("b = 1\n")
    base = _digest(tmp_path, skip=("ui",))
    (tmp_path / "ui" / "page.py").write_text("a = 2\n")
    assert _digest(tmp_path, skip=("ui",)) == base
    (tmp_path / "data" / "topics.toml").write_text("x = 2\n")
    assert _digest(tmp_path, skip=("ui",)) != base
    base = _digest(tmp_path, skip=("ui",))
    (tmp_path / "model.py").write_text("b = 2\n")
    assert _digest(tmp_path, skip=("ui",)) != base
