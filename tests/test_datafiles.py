"""TOML data files: every problem names the file and, for syntax errors, the line."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.datafiles import read_toml
from kb.errors import CorpusError, DataError


def test_syntax_error_names_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "x.toml"
    path.write_text('a = 1\nb = "open\n', encoding="utf-8")
    with pytest.raises(DataError) as info:
        read_toml(path)
    assert info.value.line == 2 and str(path) in str(info.value) and "TOML" in str(info.value)


def test_missing_and_non_utf8(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="file not found"):
        read_toml(tmp_path / "none.toml")
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b'a = "\xe9"\n')
    with pytest.raises(CorpusError, match="not valid UTF-8"):
        read_toml(bad, CorpusError)


def test_reads_a_table(tmp_path: Path) -> None:
    path = tmp_path / "ok.toml"
    path.write_text('[[book]]\nid = "x"\n', encoding="utf-8")
    assert read_toml(path) == {"book": [{"id": "x"}]}
