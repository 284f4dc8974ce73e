"""A club's values file (parametres.toml) that cannot be read: one French error naming the
file and the line — never Python's English codec or parser message alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.errors import DataError
from kb.parameters.library_values import read_values


def test_a_values_file_not_in_utf8_is_named_in_french(tmp_path: Path) -> None:
    file = tmp_path / "parametres.toml"
    file.write_bytes(b'["time.x"]\nquote = "r\xe8gle"\n')  # saved in Latin-1 by an editor
    with pytest.raises(DataError) as caught:
        read_values(file)
    message = str(caught.value)
    assert str(file) in message and ":2:" in message
    assert "pas en UTF-8 valide (octet 0xe8" in message
    assert "codec" not in message


def test_a_values_file_with_a_syntax_error_names_its_line(tmp_path: Path) -> None:
    file = tmp_path / "parametres.toml"
    file.write_text('["time.x"]\nvalue = 3\n["time.y"\n', encoding="utf-8")
    with pytest.raises(DataError) as caught:
        read_values(file)
    assert f"{file}:3:" in str(caught.value) and "TOML invalide" in str(caught.value)


def test_a_values_file_read_whole(tmp_path: Path) -> None:
    file = tmp_path / "parametres.toml"
    file.write_text('# mes valeurs\n["time.x"]\nvalue = 3\n', encoding="utf-8")
    text, tables = read_values(file)
    assert text.startswith("# mes valeurs") and tables == {"time.x": {"value": 3}}


def test_two_accepts_at_once_keep_both_values(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two ``kb candidates --accept`` on one book at once: each read the file, added its
    table and wrote it whole — the last one lost the other's value. The book's folder is
    locked while its file is read and written."""
    import threading
    import time
    from dataclasses import replace

    from kb.corpus import DEFAULT_CORPUS, load_manifest
    from kb.parameters import library_values
    from kb.parameters.candidates import Candidate

    (tmp_path / "texte.md").write_text("x", encoding="utf-8")
    meta = replace(next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "aix"), id="club", file=str(tmp_path / "texte.md"))
    read = library_values.read_values

    def slow_read(file: Path) -> tuple[str, dict[str, object]]:
        found = read(file)
        time.sleep(0.3)  # the other accept comes in between the reading and the writing
        return found

    monkeypatch.setattr(library_values, "read_values", slow_read)
    (tmp_path / "parametres.toml").write_text(library_values.HEADER, encoding="utf-8")

    def accept(parameter: str) -> None:
        library_values.accept(meta, [Candidate(parameter, "x", "club", "club:1", "x", 1, "", 1.0, "1")])

    threads = [threading.Thread(target=accept, args=(p,)) for p in ("time.a", "time.b")]
    for t in threads:
        t.start()
        time.sleep(0.05)
    for t in threads:
        t.join()
    _, tables = read_values(tmp_path / "parametres.toml")
    assert sorted(tables) == ["time.a", "time.b"]
