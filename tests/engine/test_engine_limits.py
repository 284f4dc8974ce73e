"""Hostile situations (issue 11): huge numbers, huge chip counts, huge lines — refused in
one line naming the line, quickly, never a ValueError, MemoryError or OverflowError."""

from __future__ import annotations

import time

import pytest

from kb.cli import main
from kb.engine.limits import MAX_AMOUNT, MAX_CHIPS, MAX_LINE_CHARS, MAX_PLAYERS
from kb.engine.rules import RuleSet
from kb.engine.situation import FORMAT_HELP, parse_situation
from kb.errors import KBError

HEAD = "blinds 100/200\nplayers A:1000 B:2000\n"
BIG = "1" + "0" * 1500  # 1 501 digits: fits in a line, would take Python's int() a while


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (f"blinds 100/200\nplayers A:{BIG} B:5000\n? A", "ligne 2 : tapis de A : nombre trop grand"),
        (f"blinds 100/200\nplayers A:{MAX_AMOUNT + 1} B:5000\n? A", "ligne 2 : tapis de A : nombre trop grand"),
        (f"blinds {BIG}/200\nplayers A:1 B:5000\n? A", "ligne 1 : petite blinde : nombre trop grand"),
        (HEAD + f'? A says "raise {BIG}"', "ligne 3 : montant annoncé : nombre trop grand"),
        (HEAD + f"? A amount {BIG}", "ligne 3 : montant : nombre trop grand"),
        (HEAD + "? A chips 1x100000000", f"ligne 3 : trop de jetons (au plus {MAX_CHIPS})"),
        (HEAD + "? A chips 1x10000000000", "ligne 3 : trop de jetons"),
        (HEAD + "? A chips 100x99999999999999999999", "ligne 3 : nombre de jetons : nombre trop grand"),
        (HEAD + f"chips 25x{MAX_CHIPS + 1}\n? A", "ligne 3 : trop de jetons"),
        (HEAD + "? A amount -1", "ligne 3 : montant non positif -1"),
        (HEAD + '? A says "raise ' + "1" * 600_000 + '"', f"ligne 3 : ligne trop longue (600017 caractères, au plus {MAX_LINE_CHARS})"),
        ("blinds 1/2\nplayers " + " ".join(f"P{i}:100" for i in range(MAX_PLAYERS + 1)) + "\n? P1", "ligne 2 : plus de 10 joueurs"),
        (HEAD + "# rien\n" * 600 + "? A", "ligne 501 : situation trop longue (au plus 500 lignes)"),
    ],
)
def test_limits_refuse_in_one_line_naming_the_line(text: str, message: str) -> None:
    started = time.perf_counter()
    with pytest.raises(KBError) as info:
        parse_situation(text)
    assert message in str(info.value)
    # refused at once: milliseconds idle; the margin is for a busy machine, not for seconds of work
    assert "\n" not in str(info.value) and time.perf_counter() - started < 3.0


def test_amounts_at_the_limit_still_work() -> None:
    sit = parse_situation(f"blinds 100/200\nplayers A:{MAX_AMOUNT} B:{MAX_AMOUNT}\n? A chips 1000x{MAX_CHIPS}")
    assert sit.question is not None and sit.question.move is not None
    assert len(sit.question.move.chips) == MAX_CHIPS


def test_kb_rule_huge_number_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 11 item 2: `kb rule` used to end in « ValueError: Exceeds the limit (4300 digits) »."""
    assert main(["rule", "-s", "blinds 100/200\nplayers A:1" + "0" * 5000 + " B:5000\n? A"]) == 2
    err = capsys.readouterr().err
    assert "ligne 2" in err and err.count("\n") == 1 and "ValueError" not in err


def test_the_limits_are_documented_in_the_help() -> None:
    assert f"{MAX_PLAYERS} joueurs" in FORMAT_HELP and f"{MAX_CHIPS} jetons" in FORMAT_HELP
    assert "1 000 000 000 000" in FORMAT_HELP and f"{MAX_LINE_CHARS} caractères" in FORMAT_HELP


@pytest.mark.parametrize("size", [150_000, 600_000])
def test_a_long_quoted_line_is_read_in_linear_time(size: int) -> None:
    """Issue 11 item 12: a 600 KB `says "…"` line took 6-9 s (shlex grows its token one
    character at a time); it is now refused at once, and a line at the limit is read fast."""
    started = time.perf_counter()
    with pytest.raises(KBError, match="ligne trop longue"):
        parse_situation(HEAD + '? A says "raise ' + "1" * size + '"')
    at_limit = HEAD + '? A says "' + "x" * (MAX_LINE_CHARS - 15) + '"'
    for _ in range(200):
        with pytest.raises(KBError, match="annonce non reconnue"):
            parse_situation(at_limit)
    # 0.2-0.35 s on this machine, idle or busy; the 600 KB line alone took 6-9 s before
    assert time.perf_counter() - started < 4.0


def test_quotes_are_read_as_before() -> None:
    for line in ('? A says "relance 800"', "? A says « relance 800 »", "? A says 'relance 800'", '? A says “relance 800”'):
        q = parse_situation(HEAD + line).question
        assert q is not None and q.move is not None and q.move.says is not None
        assert (q.move.says.kind, q.move.says.amount) == ("raise", 800)
    with pytest.raises(KBError, match="ligne 3 : guillemets mal fermés"):
        parse_situation(HEAD + '? A says "call')


def test_allin_nobody_can_answer_is_a_call_of_what_can_be_matched() -> None:
    """Issue 11 item 8: B's all-in, when A and C are all-in for less, was refused
    (« il ne peut pas relancer »); it is a call of 1000, the other 1000 stay with B."""
    sit = parse_situation("blinds 100/200\nplayers A:1000 B:2000 C:500\nC allin\nA allin\nB allin\n? pots")
    hand = sit.replay(RuleSet.for_book("tda"))
    hand.close()
    b = hand.seat("B")
    assert (b.total, b.stack) == (1000, 1000)
    assert hand.notes == ["tapis de B : personne ne peut le suivre au-delà de 1000, c'est un call à 1000 ; les 1000 de plus restent devant lui"]


def test_allin_nobody_can_answer_said_in_the_ruling(capsys: pytest.CaptureFixture[str]) -> None:
    text = "blinds 100/200\nplayers A:1000 B:2000 C:500\nC allin\nA allin\nB allin\n? pots"
    assert main(["rule", "-s", text, "--book", "ropta"]) == 0
    out = capsys.readouterr().out.replace("\u202f", "")  # amounts grouped by thousands
    assert "pot principal 1500 (A, B, C) ; pot extérieur 1000 (A, B)" in out and "c'est un call à 1000" in out


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Blindes 100/200 ante 1e400, A relance à 600. Que peut faire B ?", "« 1e400 » : montant écrit avec un exposant"),
        ("Blindes 100/200, A relance à 2,5E+3. Que peut faire B ?", "« 2,5E+3 » : montant écrit avec un exposant"),
        ("Blindes 100/200 ante 12345678901234567890, A relance à 600. B ?", "« 12345678901234567890 » : nombre trop grand"),
        ("Blindes 100/200 ante 1 000 000 000 000 000, A relance à 600. B ?", "« 1000000000000000 » : nombre trop grand"),
        ("Blindes 100/200, A relance à " + "9" * 4400 + ". B ?", "« 99999999999999999999… » : nombre trop grand"),
    ],
)
def test_told_amount_with_exponent_or_too_long_is_refused_naming_the_word(
    text: str, word: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """« ante 1e400 » was read as an ante of 1 (said back in « Compris »), 20 digits as an
    ante bigger than every stack, 4 400 digits as a ValueError."""
    assert main(["rule", "--text", text]) == 2
    err = capsys.readouterr().err
    assert word in err and err.count("\n") == 1


def test_told_ordinals_and_amounts_at_the_limit_still_read() -> None:
    from kb.engine.description.amounts import check_amounts, prepare

    check_amounts("le 2e joueur, la 3e main, 1000000000000 jetons")  # no exponent, 13 digits: accepted
    assert prepare("Blindes 100/200 ante 25, A relance à 600, le 2e joueur suit").ante == 25
