"""`kb compare`, `kb diff`, `kb derived` (the parsed corpus is passed in, no build)."""

from __future__ import annotations

import json

import pytest

from kb.cli import main, make_parser

BOOKS = ["ropta", "tda", "aix", "ciaffone", "redcactus"]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_compare_time_clock_done_when(capsys):
    code, out, _ = run(capsys, "compare", "time_clock")
    assert code == 0
    block = out.split("[time.seconds_after_call]", 1)[1].split("■", 1)[0]
    lines = {line.split()[0]: line for line in block.splitlines() if line.startswith("  ") and line.split()[0] in ("ROPTA", "TDA", "RedCactus", "Casino", "Ciaffone")}
    assert "30 secondes — ropta:3.5" in lines["ROPTA"]
    assert "30 secondes — tda:29" in lines["TDA"]
    assert "30 secondes — redcactus:29" in lines["RedCactus"]
    assert "70 secondes — aix:recommandations-au-joueur" in lines["Casino"]
    assert "« Le joueur qui hésite se verra donner 30 secondes" in block
    assert "25 secondes plus 5 secondes" in block
    assert "une minute pour prendre sa décision" in block
    assert "Une minute, puis un compte à rebours de 10 secondes" in block
    assert "≠" in out  # divergences marked in the table


def test_compare_json_all_parameters(capsys):
    code, out, _ = run(capsys, "compare", "--json")
    assert code == 0
    data = json.loads(out)
    assert len(data) >= 40
    for rec in data:
        assert list(rec["values"]) == BOOKS
        assert isinstance(rec["diverges"], bool)
        for v in rec["values"].values():
            if v is not None:
                assert ":" in v["article"] and v["quote"]
    rec = next(r for r in data if r["id"] == "presence.live_hand_deadline")
    assert rec["values"]["redcactus"]["value"] == "last_card"
    assert rec["values"]["tda"]["article"] == "tda:30"


def test_compare_one_parameter_json(capsys):
    code, out, _ = run(capsys, "compare", "pot.odd_chip", "--json")
    assert code == 0
    [rec] = json.loads(out)
    assert rec["values"]["ciaffone"]["value"] == "highest_card"


def test_compare_summary(capsys):
    code, out, _ = run(capsys, "compare")
    assert code == 0
    assert "time_clock" in out and "≠ time.seconds_after_call" in out


def test_compare_summary_json(capsys):
    code, out, _ = run(capsys, "compare", "--summary", "--json")
    assert code == 0
    data = {s["topic"]: s for s in json.loads(out)}
    assert "time.seconds_after_call" in data["time_clock"]["diverging"]
    assert data["showdown_order"]["counts"]["agree"] == 1


def test_compare_unknown_topic_is_a_clear_error(capsys):
    code, _, err = run(capsys, "compare", "no_such_topic")
    assert code == 2
    assert "no_such_topic" in err and "Traceback" not in err


def test_diff(capsys):
    code, out, _ = run(capsys, "diff", "tda:30", "redcactus:30")
    assert code == 0
    assert "[-Première-] {+dernière+}" in out
    assert "Nombres modifiés" in out
    code, out, _ = run(capsys, "diff", "tda:30", "redcactus:30", "--json")
    data = json.loads(out)
    assert data["numbers_changed"] is True
    assert {"op": "replace", "a": "Première", "b": "dernière", "numbers": True} in data["ops"]


def test_diff_unknown_article(capsys):
    code, _, err = run(capsys, "diff", "tda:30", "redcactus:999")
    assert code == 2 and "redcactus:999" in err


def test_derived(capsys):
    code, out, _ = run(capsys, "derived", "--article", "tda:30")
    assert code == 0
    flat = " ".join(out.split())
    assert "tda:30 ≈ redcactus:30" in flat and "« Première » → « dernière »" in flat
    code, out, _ = run(capsys, "derived", "--json", "--books", "tda,redcactus")
    pairs = json.loads(out)
    assert {"a": "tda:71", "b": "redcactus:73"}.items() <= next(p for p in pairs if p["a"] == "tda:71").items()
    code, _, err = run(capsys, "derived", "--books", "tda,wsop")
    assert code == 2 and "wsop" in err


@pytest.mark.parametrize("command", ["compare", "diff", "derived"])
def test_help_has_an_example(command):
    parser = make_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    help_text = sub.choices[command].format_help()  # type: ignore[union-attr]
    assert "exemples :" in help_text and f"kb {command}" in help_text
