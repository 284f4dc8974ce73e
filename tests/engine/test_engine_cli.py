"""`kb rule` and `kb examples` from the command line."""

from __future__ import annotations

import gzip
import io
import json
import sys
from pathlib import Path

import pytest

from kb.cli import main

SITUATION = "blinds 250/500\nplayers SB:50000 BB:50000 UTG:50000 UTG1:50000 BTN:50000\nUTG raise 1100\n? UTG1 chips 1000 100x5\n"


def test_kb_rule_side_by_side(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "-s", SITUATION]) == 0
    out = capsys.readouterr().out.replace("\u202f", "")  # amounts grouped by thousands
    for name in ("ROPTA", "TDA", "RedCactus", "Ciaffone", "Casino d'Aix"):
        assert name in out
    assert "Décision : relance à 1700, compléter de 200 — TDA 43" in out


def test_kb_rule_json_one_book(capsys: pytest.CaptureFixture[str], tmp_path) -> None:  # type: ignore[no-untyped-def]
    f = tmp_path / "s.txt"
    f.write_text(SITUATION, encoding="utf-8")
    assert main(["rule", str(f), "--book", "tda", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data) == 1 and data[0]["article"] == "tda:43" and data[0]["details"]["to"] == 1700


def test_kb_rule_bad_input_exits_2_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "-s", "blinds 50/100\nplayers A:100 B:-1\n? A"]) == 2
    err = capsys.readouterr().err
    assert "tapis négatif" in err and "Traceback" not in err and err.count("\n") == 1


def test_kb_rule_help_documents_the_format(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["rule", "--help"])
    out = capsys.readouterr().out
    assert "players" in out and "? JOUEUR chips" in out and "kb rule -s" in out


def test_kb_examples_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["examples", "--book", "ciaffone", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data and {d["status"] for d in data} <= {"pass", "erratum"}
    assert set(data[0]) == {"id", "book", "article", "label", "kind", "status", "expected", "actual", "note", "pokerkit"}


def test_kb_rule_house_rule_override(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "-s", SITUATION, "--book", "tda", "--set", "raise.min_raise_rule=double_previous_bet", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data[0]["details"]["action"] == "call"  # 1500 is under half of the 1100 needed
    assert main(["rule", "-s", SITUATION, "--set", "nope"]) == 2


NOT_UTF8 = {
    "latin1.txt": (b'blinds 100/200\nplayers A:1000 B:2000\n? A says "pay\xe9"\n', "octet 50 (0xe9) : pas du texte UTF-8"),
    "utf16.txt": ("blinds 100/200\n? A\n".encode("utf-16"), "octet 0 (0xff) : pas du texte UTF-8 ; c'est du texte UTF-16"),
    "s.gz": (gzip.compress(SITUATION.encode()), "octet 1 (0x8b) : pas du texte UTF-8 ; c'est un fichier compressé gzip"),
    "p.png": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "octet 0 (0x89) : pas du texte UTF-8 ; c'est une image PNG"),
}


@pytest.mark.parametrize("name", sorted(NOT_UTF8))
def test_kb_rule_file_not_utf8_one_line_with_offset(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 11 item 5: a Latin-1, UTF-16, gzip or PNG file ended in UnicodeDecodeError."""
    data, message = NOT_UTF8[name]
    (tmp_path / name).write_bytes(data)
    assert main(["rule", str(tmp_path / name)]) == 2
    err = capsys.readouterr().err
    assert f"{tmp_path / name}: {message}" in err and err.count("\n") == 1


def test_kb_rule_folder_and_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", str(tmp_path)]) == 2
    assert "c'est un dossier, pas un fichier de situation" in capsys.readouterr().err
    assert main(["rule", str(tmp_path / "none.txt")]) == 2
    assert "fichier de situation introuvable" in capsys.readouterr().err


def test_kb_rule_names_the_situation_file_at_fault(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An error in a situation file said « situation: ligne 3 : … », not which file."""
    path = tmp_path / "litige.txt"
    path.write_bytes(b"\xef\xbb\xbfblinds 50/100\r\nplayers A:1000 B:1000\r\nblinds 100/200\r\n? A\r\n")
    assert main(["rule", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}: ligne 3 : « blinds » déjà donné ligne 1" in err and err.count("\n") == 1
    path.write_bytes(b"")
    assert main(["rule", str(path)]) == 2
    assert f"{path}: ligne « blinds PB/GB » manquante" in capsys.readouterr().err
    assert main(["rule", "-s", "blinds 50/100"]) == 2
    assert "situation: ligne « players" in capsys.readouterr().err


def test_kb_rule_stdin_invalid_byte(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"blinds 100/200\n\xff\n")))
    assert main(["rule", "-"]) == 2
    err = capsys.readouterr().err
    assert "entrée standard: octet 15 (0xff) : pas du texte UTF-8" in err and err.count("\n") == 1


def test_kb_rule_stdin_utf8_with_bom(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"\xef\xbb\xbf" + SITUATION.encode())))
    assert main(["rule", "-", "--book", "tda"]) == 0
    assert "relance à 1700" in capsys.readouterr().out.replace("\u202f", "")
