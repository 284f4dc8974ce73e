"""Very large regular expressions whose compiled code is kept on disk (kb.regex_store)."""

from __future__ import annotations

import re
from pathlib import Path
from re import _compiler  # type: ignore[attr-defined]

import pytest

import kb.regex_store
from kb.regex_store import store_file, stored_patterns

# A large pattern like spaCy's French TOKEN_MATCH: alternatives over big classes, with a
# named group; "large" made 2 000 characters here, so that the tests compile quickly.
SMALL_LIMIT = 2_000
WORDS = [f"mot{i}" for i in range(120)]
LARGE = "(?P<debut>^)(?:" + "|".join(f"{w}[-–][a-zà-ÿ\\u0100-\\u017F]+" for w in WORDS) + ")$"
assert len(LARGE) > SMALL_LIMIT


@pytest.fixture(autouse=True)
def _smaller_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kb.regex_store, "MIN_LENGTH", SMALL_LIMIT)


def _compiled(pattern: str, flags: int, path: Path) -> re.Pattern[str]:
    with stored_patterns(path):
        return _compiler.compile(pattern, flags)  # type: ignore[no-any-return]


@pytest.mark.parametrize("flags", [0, re.IGNORECASE])
def test_stored_code_is_the_compiled_code(tmp_path: Path, flags: int) -> None:
    """Patterns compare by their code: the pattern compiled while the store is written,
    and the one made from the stored code, equal the pattern Python compiles."""
    usual = _compiler.compile(LARGE, flags)
    path = store_file(tmp_path)
    first = _compiled(LARGE, flags, path)
    assert path.exists()
    again = _compiled(LARGE, flags, path)
    assert first == usual and again == usual
    assert again.groupindex == usual.groupindex and again.flags == usual.flags
    for text in ("mot7-lé", "MOT7-Lé", "mot7-", "mot7–ſ"):
        assert bool(again.match(text)) == bool(usual.match(text))
    assert again.match("mot7-lé") and not again.match("mot7-")
    assert _compiler.compile.__module__ == "re._compiler"  # restored


def test_small_patterns_are_not_stored(tmp_path: Path) -> None:
    path = store_file(tmp_path)
    assert _compiled("(?i)[a-zé]+", 0, path) == _compiler.compile("(?i)[a-zé]+", 0)
    assert not path.exists()


@pytest.mark.parametrize("content", [b"", b"not marshal", b"\xe9\x00\x01"])
def test_damaged_store_compiles_as_usual(tmp_path: Path, content: bytes) -> None:
    path = store_file(tmp_path)
    path.write_bytes(content)
    assert _compiled(LARGE, 0, path) == _compiler.compile(LARGE, 0)
    assert _compiled(LARGE, 0, path) == _compiler.compile(LARGE, 0)  # from the rewritten store


def test_refused_code_compiles_as_usual(tmp_path: Path) -> None:
    """Code the engine refuses (a store written by something else) is compiled again."""
    import marshal

    path = store_file(tmp_path)
    _compiled(LARGE, 0, path)
    stored = marshal.loads(path.read_bytes())
    stored = {key: (flags, [999_999] * 3, groups, index, names) for key, (flags, _, groups, index, names) in stored.items()}
    path.write_bytes(marshal.dumps(stored))
    assert _compiled(LARGE, 0, path) == _compiler.compile(LARGE, 0)
    assert _compiled(LARGE, 0, path) == _compiler.compile(LARGE, 0)


def test_unwritable_store_is_only_slower(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert _compiled(LARGE, 0, store_file(blocker / "sub")) == _compiler.compile(LARGE, 0)


@pytest.mark.slow
def test_french_tokenizer_pattern(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The pattern the store was made for, at the module's own limit: spaCy's French TOKEN_MATCH."""
    monkeypatch.undo()
    from spacy.lang.fr.tokenizer_exceptions import TOKEN_MATCH

    usual = TOKEN_MATCH.__self__  # type: ignore[attr-defined]
    path = store_file(tmp_path)
    assert _compiled(usual.pattern, usual.flags, path) == usual
    assert path.exists()
    assert _compiled(usual.pattern, usual.flags, path) == usual
