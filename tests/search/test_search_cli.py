"""``kb search``: readable output, JSON, --stdin, errors."""

from __future__ import annotations

import io
import json

import pytest

from kb.cli import main


def test_search_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "dead", "button", "--json", "--limit", "3"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["query"] == "dead button"
    assert {h["id"] for h in out["hits"]} == {"ropta:4.3", "tda:32", "redcactus:32"}
    assert set(out["hits"][0]) == {"id", "book", "number", "numbered", "title", "score", "snippet"}
    assert out["expansions"][0]["also"] == ["bouton mort"]


def test_search_readable_french(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "rabit hunting", "--book", "ropta"]) == 0
    out = capsys.readouterr().out
    assert "Vouliez-vous dire : « rabbit hunting » ?" in out
    assert "ROPTA 3.6 — RABBIT HUNTING" in out
    assert "<mark>" not in out


def test_search_stdin_one_json_object_per_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO('tapis\n"unbalanced (AND *\n\nstring bet\n'))
    assert main(["search", "--stdin", "--json", "--limit", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    objs = [json.loads(line) for line in lines]
    assert [o["query"] for o in objs] == ["tapis", '"unbalanced (AND *', "", "string bet"]
    assert objs[2]["hits"] == []
    assert objs[3]["hits"][0]["id"] in ("tda:56", "redcactus:56")


def test_search_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "tapis", "--book", "nope"]) == 2
    assert "livre inconnu : 'nope'" in capsys.readouterr().err
    assert main(["search", "tapis", "--limit", "0"]) == 2
    assert main(["search"]) == 2


def test_search_help_has_an_example(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["search", "--help"])
    assert 'kb search "dead button"' in capsys.readouterr().out
