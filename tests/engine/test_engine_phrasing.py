"""`kb rule` and the simulator phrase the engine's answer as sentences with the deciding
article (kb.engine.phrasing): « Relance minimum : 1 200 au total — TDA 43 »."""

from __future__ import annotations

import pytest

from kb.cli import main
from kb.engine.director import BookRuling
from kb.engine.phrasing import amount_fr, numbers_fr, phrase

WHAT_MAY_C_DO = "blinds 100/200\nplayers SB:10000 BB:10000 A:10000 B:800 C:10000\nA relance à 600\nB fait tapis\n? c\n"


def test_tda_43_what_may_c_do_names_minimum_maximum_and_article(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "-s", WHAT_MAY_C_DO]) == 0
    out = capsys.readouterr().out.replace("\u202f", " ")
    assert "Options : se coucher, suivre 800, relancer" in out
    assert "Relance minimum : 1 200 au total — TDA 43" in out
    assert "Relance minimum : 1 200 au total — ROPTA 9.6" in out
    assert "Relance minimum : 1 600 au total — RedCactus 47" in out  # double the previous bet
    assert "Relance maximum : 10 000 au total (tapis)" in out
    assert "tda:43" not in out and "[" not in out  # no internal ids


def test_closed_action_says_why_with_its_article() -> None:
    r = BookRuling("tda", "TDA", "legal", "", article="tda:47", details={
        "can_check": False, "call_to": 3500, "to_call": 3500, "can_raise": False, "reopen_blocked": True,
        "min_raise_to": 0, "max_raise_to": 0, "street": "pré-flop"})
    lines = phrase(r, lambda a: a.replace("tda:", "TDA "))
    assert "Options : se coucher, suivre 3\u202f500" in lines
    assert any(line.startswith("Relance impossible : les enchères ne lui sont pas rouvertes") and line.endswith("— TDA 47")
               for line in lines)


def test_a_book_that_does_not_decide_says_so() -> None:
    r = BookRuling("x", "X", "ruling", "suivre à 1000", article=None)
    assert phrase(r, str) == ["Décision : suivre à 1\u202f000", "Le livre ne tranche pas : règle commune aux autres règlements"]


def test_amounts_are_grouped_but_not_article_numbers() -> None:
    assert amount_fr(1200) == "1\u202f200" and amount_fr(True) == "True"
    assert numbers_fr("pot 24000 (ropta:9.21)") == "pot 24\u202f000 (ropta:9.21)"
