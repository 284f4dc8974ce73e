"""The director's question under each book: single chip, multiple chips, 50% rule and
short all-ins of ROPTA 9.6-9.13, TDA 43-47 and RedCactus 47-50."""

from __future__ import annotations

import pytest

from kb.engine.chips import interpret
from kb.engine.director import rule_for_situation
from kb.engine.rules import RuleSet
from kb.engine.situation import parse_situation
from kb.errors import KBError


def _by_book(text: str, overrides=None):  # type: ignore[no-untyped-def]
    return {r.book: r for r in rule_for_situation(text, overrides=overrides)}


def test_single_oversized_chip_is_a_call_ropta_9_11_tda_44_redcactus_49_but_raise_after_flop_at_aix() -> None:
    r = _by_book("blinds 100/200\nplayers A:20000 B:20000 C:20000\nstreet flop pot 600\nA bet 1000\n? B chips 5000")
    for book, art in (("ropta", "ropta:9.11"), ("tda", "tda:44"), ("redcactus", "redcactus:49")):
        assert r[book].details["action"] == "call" and r[book].details["returned"] == 4000
        assert r[book].article == art
    assert r["aix"].details["action"] == "raise"


def test_single_oversized_chip_preflop_is_a_call_everywhere() -> None:
    r = _by_book("blinds 100/200\nplayers SB:20000 BB:20000 A:20000\nA raise 600\n? SB chips 5000")
    assert all(x.details["action"] == "call" for x in r.values())


def test_multiple_chips_ropta_9_13_tda_45_redcactus_50() -> None:
    r = _by_book("blinds 200/400\nplayers A:20000 B:20000 C:20000\nstreet flop pot 1200\nA bet 1200\n? B chips 1000x2")
    for book, art in (("ropta", "ropta:9.13"), ("tda", "tda:45"), ("redcactus", "redcactus:50")):
        assert r[book].details["action"] == "call", book
        assert r[book].article == art


def test_fifty_percent_rule_depends_on_the_minimum_raise_rule() -> None:
    """TDA 45 ex. 2: 1000 + 5x100 over a raise to 1100 (min raise 600) -> complete to 1700;
    RedCactus (at least double the bet: 2200) -> 400 is under 50% of 1100 -> a call."""
    r = _by_book("blinds 250/500\nplayers SB:50000 BB:50000 UTG:50000 UTG1:50000 BTN:50000\nUTG raise 1100\n? UTG1 chips 1000 100x5")
    assert (r["tda"].details["action"], r["tda"].details["to"]) == ("raise", 1700)
    assert (r["ropta"].details["action"], r["ropta"].details["to"]) == ("raise", 1700)
    assert r["redcactus"].details["action"] == "call"
    assert r["tda"].article == "tda:43" and r["ropta"].article == "ropta:9.6" and r["redcactus"].article == "redcactus:47"


def test_short_allin_reopening_tda_47_vs_ciaffone_half_raise() -> None:
    text = "blinds 2000/4000\nplayers SB:100000 BB:100000 A:100000 B:100000 C:7500\nA call\nB fold\nC allin\nSB fold\nBB call\n? A"
    r = _by_book(text)
    for book in ("ropta", "tda", "redcactus"):
        assert r[book].details["can_raise"] is False and r[book].details["reopen_blocked"] is True
    assert r["ciaffone"].details["can_raise"] is True  # +3500 is more than half of 4000


def test_short_allin_under_half_does_not_reopen_even_for_ciaffone() -> None:
    text = "blinds 2000/4000\nplayers SB:100000 BB:100000 A:100000 B:100000 C:5000\nA call\nB fold\nC allin\nSB fold\nBB call\n? A"
    assert _by_book(text)["ciaffone"].details["can_raise"] is False


def test_house_rule_override_changes_the_ruling() -> None:
    """A house rule (threshold of the 50% rule raised to 75%) changes the engine's ruling."""
    text = "blinds 50/100\nplayers A:5000 B:5000 C:5000\nstreet flop pot 300\nA bet 100\n? B amount 160"
    base = _by_book(text)["tda"].details
    house = _by_book(text, {"raise.fifty_percent_threshold": 75})["tda"].details
    assert (base["action"], base["to"]) == ("raise", 200)
    assert house["action"] == "call"


def test_verbal_declarations() -> None:
    text = "blinds 500/1000\nplayers A:50000 B:50000 C:50000\nstreet flop pot 3000\nA bet 2000\n? B says \"check\""
    r = _by_book(text)
    assert r["ropta"].details["can_raise_later"] is False and r["ropta"].article == "ropta:9.4"
    assert r["tda"].article == "tda:55"
    text = "blinds 500/1000\nplayers A:50000 B:50000\nstreet flop pot 3000\n? B says \"call\""
    assert all(x.details["action"] == "check" for x in _by_book(text).values())


def test_pot_declaration_in_no_limit() -> None:
    text = "blinds 500/1000\nplayers A:50000 B:50000\nstreet flop pot 3000\nB bet 2000\n? A says \"pot\""
    r = _by_book(text)["tda"]
    assert r.details["to"] == 4000 and r.details["discretion"] is True and r.article == "tda:54"


def test_ciaffone_undercall_heads_up_complete_or_abandon() -> None:
    text = "blinds 100/200\nplayers A:20000 B:20000\nstreet flop pot 400\nB bet 800\n? A chips 100x2"
    r = _by_book(text)
    assert r["tda"].details["complete"] == 600 and not r["tda"].options
    assert len(r["ciaffone"].options) == 2


def test_bb_ante_priority_per_book() -> None:
    """A big blind with 1 400 at 500/1000, BB ante 1000: ante first (ROPTA 4.2, TDA PR-11)
    leaves a 400 blind; blind first (RedCactus) a 1000 blind and a 400 ante."""
    text = "blinds 500/1000 ante 1000 bb\nplayers SB:20000 BB:1400 UTG:20000 BTN:20000\nUTG call\nBTN fold\nSB call\n? pots"
    r = _by_book(text)
    assert [p["amount"] for p in r["ropta"].details["pots"]] == [2200, 1200]
    assert [p["amount"] for p in r["redcactus"].details["pots"]] == [3400]


def test_ruleset_reads_the_parameters() -> None:
    assert RuleSet.for_book("redcactus").min_raise_rule == "double_previous_bet"
    assert RuleSet.for_book("ciaffone").short_allin_reopens == "if_half_raise"
    assert RuleSet.for_book("tda", {"raise.min_raise_rule": "double_previous_bet"}).min_raise_rule == "double_previous_bet"


def test_single_smaller_chip_ropta_9_12_when_the_parameter_says_so() -> None:
    """ROPTA 9.12: a single smaller chip in a pot of three or more is committed, the player
    calls or folds and may not raise (read from the parameter once it exists)."""
    rules = RuleSet.for_book("ropta", {"chips.single_undersized_chip": "call_heads_up_else_call_or_fold"})
    sit = parse_situation("blinds 100/200\nplayers A:20000 B:20000 C:20000\nstreet flop pot 600\nA bet 800\n? B chips 100")
    hand = sit.replay(rules)
    assert sit.question is not None and sit.question.move is not None
    r = interpret(hand, sit.question.move, rules)
    assert r.article == "ropta:9.12" and r.can_raise_later is False and len(r.options) == 2


def test_out_of_turn_tda_53_binding_unless_the_action_changed() -> None:
    base = ("blinds 50/100\nplayers S1:10000 S2:10000 S3:10000 S4:10000 S5:10000 S6:10000\n"
            "street flop pot 600\nS1 check\nS2 check\nS3 bet 300\nS4 fold\nS6 oot raise 800\n")
    same = _by_book(base + "S5 call\n? S6")
    assert same["tda"].details["out_of_turn"]["binding"] is True and same["tda"].article == "tda:53"
    assert same["ropta"].details["out_of_turn"]["binding"] is True
    assert same["ciaffone"].details["out_of_turn"]["binding"] is False  # Ciaffone 1.12
    changed = _by_book(base + "S5 raise 600\n? S6")
    assert changed["tda"].details["out_of_turn"]["binding"] is False


def test_out_of_turn_errors() -> None:
    with pytest.raises(KBError, match="à son tour"):
        rule_for_situation("blinds 50/100\nplayers A:1000 B:1000 C:1000\nC oot call\n? A")


def test_raise_below_a_books_minimum_is_an_error_for_that_book_only() -> None:
    """TDA 47 ex. 3-B: the big blind raises to 11 500 over 7 500 — legal for the TDA (add
    the last full raise, 4 000), under the minimum for RedCactus (double: 15 000)."""
    text = "blinds 2000/4000\nplayers SB:100000 BB:100000 A:100000 B:100000 C:7500\nA call\nB fold\nC allin\nSB fold\nBB raise 11500\n? A"
    r = _by_book(text)
    assert r["tda"].error is None and r["tda"].details["can_raise"] is True
    assert r["redcactus"].error is not None and "ligne 7" in r["redcactus"].error and "15000" in r["redcactus"].error


def test_pot_said_in_pot_limit_is_the_pot_bet_not_a_no_limit_error() -> None:
    """« pot » is no valid no-limit announcement (ROPTA 9.15, TDA 54): in pot-limit it is the
    pot bet itself, raised to the pot-limit maximum (call 500, then the pot of 1 400: 2 000)."""
    base = "game pot-limit\nblinds 100/200\nplayers A:10000 B:10000 C:10000\nC raise 600\n"
    r = _by_book(base + '? A says "pot"')
    assert {x.details["action"] for x in r.values()} == {"raise"}
    assert {x.details["to"] for x in r.values()} == {2000}
    assert r["tda"].article == "tda:54" and "no-limit" not in r["tda"].reason
    nl = _by_book(base.replace("game pot-limit\n", "") + '? A says "pot"')
    assert nl["tda"].article == "tda:54" and "pas une annonce valable en no-limit" in nl["tda"].reason


def test_the_maximum_is_said_all_in_only_when_it_is_his_stack(capsys: pytest.CaptureFixture[str]) -> None:
    from kb.cli import main

    situation = "game pot-limit\nblinds 100/200\nplayers A:10000 B:10000 C:10000\nC raise 600\n? A"
    assert main(["rule", "-s", situation, "--book", "tda"]) == 0
    assert "maximum : 2 000 au total\n" in capsys.readouterr().out.replace("\u202f", " ")
    assert main(["rule", "-s", situation.replace("game pot-limit\n", ""), "--book", "tda"]) == 0
    assert "maximum : 10 000 au total (tapis)" in capsys.readouterr().out.replace("\u202f", " ")
