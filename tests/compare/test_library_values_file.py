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
