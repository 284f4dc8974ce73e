"""`kb rule` and `kb examples` from the command line."""

from __future__ import annotations

import json

import pytest

from kb.cli import main

SITUATION = "blinds 250/500\nplayers SB:50000 BB:50000 UTG:50000 UTG1:50000 BTN:50000\nUTG raise 1100\n? UTG1 chips 1000 100x5\n"


def test_kb_rule_side_by_side(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "-s", SITUATION]) == 0
    out = capsys.readouterr().out
    for name in ("ROPTA", "TDA", "RedCactus", "Ciaffone", "Casino d'Aix"):
        assert name in out
    assert "[tda:43]" in out and "relance à 1700" in out


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
