"""The opened knowledge base survives a damaged cache: an empty or garbled artefact is
rebuilt with a warning (never a traceback), `kb build` notices damage instead of saying
« À jour », a read-only cache folder falls back to a writable one, and two corpora share a
cache root without pruning each other."""

from __future__ import annotations

import errno
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

import kb.build
import kb.landing
from kb.build import write_library
from kb.cache import LIBRARY_FILE, build_dir, damaged_files
from kb.cli import main
from kb.knowledge import KnowledgeBase
from kb.search import build_step as search_step
from kb.topics import INDEX_FILE as TOPICS_FILE
from kb.topics import build_step as topics_step
from kb.userlib.folder import user_library_dir

FAST_STEPS = (("thèmes", topics_step), ("articles", write_library), ("index de recherche", search_step))


@pytest.fixture()
def one_book(one_book_corpus: Callable[..., Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> KnowledgeBase:
    monkeypatch.setattr(kb.build, "STEPS", FAST_STEPS)  # no parameters: their quotes cite five books
    return KnowledgeBase(one_book_corpus(tmp_path / "corpus"), tmp_path / "cache")


@pytest.mark.slow
@pytest.mark.parametrize("damage", [b"", b"{garbled", b'{"books": 3}'])
@pytest.mark.parametrize("artefact", [LIBRARY_FILE, TOPICS_FILE])
def test_damaged_artefact_is_rebuilt_with_a_warning(
    one_book: KnowledgeBase, artefact: str, damage: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    (one_book.cache_dir / artefact).write_bytes(damage)
    fresh = KnowledgeBase(one_book.corpus, one_book.cache_root)
    assert fresh.library.get("ciaffone:1.37").title
    assert fresh.topics.related("ciaffone:1.37") is not None
    err = capsys.readouterr().err
    assert "avertissement" in err and "reconstruction" in err and "Traceback" not in err


def test_damage_seen_by_an_opened_knowledge_base(one_book: KnowledgeBase, capsys: pytest.CaptureFixture[str]) -> None:
    """Damage after the build was checked (the file is read later): rebuilt when read."""
    folder = one_book.cache_dir
    (folder / LIBRARY_FILE).write_text("", encoding="utf-8")
    assert one_book.library.get("ciaffone:1.1")
    assert "illisible" in capsys.readouterr().err


def test_kb_build_notices_a_damaged_cache(
    one_book_corpus: Callable[..., Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(kb.build, "STEPS", FAST_STEPS)
    corpus = one_book_corpus(tmp_path / "corpus")
    monkeypatch.setenv("KB_CACHE_DIR", str(tmp_path / "cache"))
    assert main(["--corpus", str(corpus), "build"]) == 0
    folder = build_dir(corpus.resolve(), tmp_path / "cache", user_library_dir())  # the library the CLI reads
    (folder / LIBRARY_FILE).write_bytes(b"\x00" * 10)
    capsys.readouterr()
    assert main(["--corpus", str(corpus), "build"]) == 0
    out = capsys.readouterr()
    assert "À jour" not in out.out and "Construit" in out.out
    assert "cache endommagé (library.json)" in out.err
    assert main(["--corpus", str(corpus), "show", "ciaffone:1.1"]) == 0


def test_read_only_cache_falls_back_to_the_user_cache(
    one_book: KnowledgeBase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    read_only = tmp_path / "read-only"
    real_mkdtemp = tempfile.mkdtemp

    def mkdtemp(*args: object, **kwargs: object) -> str:
        if str(kwargs.get("dir", "")).startswith(str(read_only)):
            raise OSError(errno.EROFS, "Read-only file system")
        return real_mkdtemp(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(tempfile, "mkdtemp", mkdtemp)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    kb_ro = KnowledgeBase(one_book.corpus, read_only)
    assert kb_ro.library.get("ciaffone:1.1")
    assert kb_ro.cache_root == tmp_path / "xdg" / "kb-poker"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "non inscriptible" in err


def test_two_corpora_share_a_cache_root(one_book_corpus: Callable[..., Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kb.build, "STEPS", (("articles", write_library),))
    cache = tmp_path / "cache"
    first = KnowledgeBase(one_book_corpus(tmp_path / "a"), cache)
    second = KnowledgeBase(one_book_corpus(tmp_path / "b", "tda", "tda-2019-fivebet.txt"), cache)
    folder = first.cache_dir
    assert second.cache_dir != folder
    assert folder.exists()  # building the second corpus did not prune the first one's cache
    assert KnowledgeBase(first.corpus, cache).build().rebuilt is False


def test_a_killed_build_leaves_no_folder_forever(
    one_book_corpus: Callable[..., Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kb.build, "STEPS", (("articles", write_library),))
    monkeypatch.setattr(kb.build, "STALE_TEMP_SECONDS", 0)
    corpus = one_book_corpus(tmp_path / "corpus")
    cache = tmp_path / "cache"
    target = build_dir(corpus, cache)
    leftover = cache / f".{target.name}-killed"
    leftover.mkdir(parents=True)
    KnowledgeBase(corpus, cache).build()
    assert not leftover.exists()


@pytest.mark.parametrize("damage", ["file", "symlink_loop", "dangling_symlink"])
def test_something_in_place_of_the_build_folder_is_replaced(
    one_book: KnowledgeBase, damage: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # A file or a symbolic link where the build folder goes stopped every command with
    # « un élément du chemin n'est pas un dossier » (exit 2) instead of being rebuilt.
    folder = build_dir(one_book.corpus, one_book.cache_root)
    folder.parent.mkdir(parents=True)
    if damage == "file":
        folder.write_bytes(b"x")
    else:
        folder.symlink_to(folder if damage == "symlink_loop" else folder.parent / "absent")
    assert one_book.library.get("ciaffone:1.1")
    assert folder.is_dir() and not folder.is_symlink()
    assert "Traceback" not in capsys.readouterr().err


def test_a_build_that_lands_while_another_finishes_is_kept(one_book: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    # Two builds at once: the other one renamed its folder in between our clearing and our
    # rename, which then failed with « Directory not empty » (exit 2) though the cache was whole.
    folder = one_book.cache_dir
    other = folder.parent / "other-build"
    shutil.copytree(folder, other)
    real_clear = kb.landing.clear_place

    def clear_then_the_other_lands(path: Path) -> None:
        real_clear(path)
        os.replace(other, path)

    monkeypatch.setattr(kb.landing, "clear_place", clear_then_the_other_lands)
    report = KnowledgeBase(one_book.corpus, one_book.cache_root).build(force=True)
    assert report.cache_dir == folder and not damaged_files(folder)
    assert [p.name for p in folder.parent.iterdir() if p.name.startswith(f".{folder.name}")] == []  # ours removed


def test_a_book_imported_by_another_process_is_noticed_issue39(tmp_path: Path) -> None:
    """Issue 39: the running app never saw a book added or removed from the command line."""
    from kb.knowledge import KnowledgeBase

    library = tmp_path / "library"
    library.mkdir()
    kb = KnowledgeBase(cache_root=tmp_path / "cache", library=library)
    kb._folder = tmp_path  # as if opened (the build itself is tested elsewhere)
    assert not kb.library_changed()
    (library / "club@non-datee").mkdir()
    (library / "club@non-datee" / "manifest.toml").write_text("[[book]]\n", encoding="utf-8")
    assert kb.library_changed()
    kb.reload()
    assert not kb.library_changed()
