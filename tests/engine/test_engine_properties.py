"""Property tests (issue 11): the situation parser answers any text or bytes with a
situation or a KBError, `kb rule` with exit 0 or 2; on random valid situations written in
the format, the engine conserves chips (the pots hold exactly what was put in)."""

from __future__ import annotations

import contextlib
import io
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kb.cli
from kb.cli import main
from kb.commands.engine import decode_situation
from kb.engine.betting import Hand
from kb.engine.books import engine_books
from kb.engine.director import rule_for_situation, rule_one
from kb.engine.pots import build_pots
from kb.engine.rules import RuleSet
from kb.engine.situation import parse_situation
from kb.engine.table import TableSetup
from kb.errors import KBError

RULES = [RuleSet.for_book(b) for b in engine_books()]
# Words of the format, so that random text often reaches the deeper parts of the parser.
WORDS = [
    "blinds", "100/200", "ante", "bb", "button", "classic", "players", "A:1000", "B:2000", "C:5",
    "chips", "25", "100x3", "street", "flop", "turn", "river", "pot", "A", "B", "C", "raise",
    "bet", "call", "check", "fold", "allin", "oot", "?", "pots", "says", '"relance 800"', "amount",
    "-1", "0", "99999999999999999999", "#", "«", "»", '"', "'", "x", ",", "1" * 40,
    "found", "told", "pulls-back", "unaware", "first", '"plus 500"', '"je relance pour tes 200 et 500 de plus"',
    "then", "then-stack", "under", "correction", "game", "limit", "pot-limit", "no-limit",
]


def _soup() -> st.SearchStrategy[str]:
    line = st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=6)), max_size=8).map(" ".join)
    return st.lists(line, max_size=8).map("\n".join)


def _answer(text: str) -> None:
    """Parse and rule under every book: a result or a KBError, nothing else."""
    try:
        rule_for_situation(parse_situation(text), rulesets=RULES)
    except KBError:
        pass


@pytest.mark.slow
def test_any_text_is_a_situation_or_a_kberror() -> None:
    @settings(max_examples=1500, deadline=None, derandomize=True, database=None)
    @given(st.one_of(st.text(max_size=300), _soup()))
    def check(text: str) -> None:
        _answer(text)

    check()


@pytest.mark.slow
def test_any_bytes_are_decoded_or_refused_in_one_line() -> None:
    @settings(max_examples=1500, deadline=None, derandomize=True, database=None)
    @given(st.one_of(st.binary(max_size=300), _soup().map(lambda t: t.encode("utf-8")),
                     _soup().map(lambda t: t.encode("latin-1", "replace"))))
    def check(data: bytes) -> None:
        try:
            text = decode_situation(data, "s.txt")
        except KBError as exc:
            assert "\n" not in str(exc) and str(exc).startswith("s.txt: octet ")
            return
        _answer(text)

    check()


@pytest.fixture()
def opened_kb(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """`kb rule` on the knowledge base opened once (opening it per example would take the
    whole time budget)."""
    kb_once = kb.cli.knowledge_base(None)
    monkeypatch.setattr(kb.cli, "knowledge_base", lambda corpus: kb_once)
    yield


@pytest.mark.slow
def test_kb_rule_exits_0_or_2_on_any_file(opened_kb: None, tmp_path: Path) -> None:
    path = tmp_path / "s.txt"

    @settings(max_examples=300, deadline=None, derandomize=True, database=None)
    @given(st.one_of(st.binary(max_size=200), _soup().map(lambda t: t.encode("utf-8"))))
    def check(data: bytes) -> None:
        path.write_bytes(data)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["rule", str(path)])
        assert code in (0, 2), err.getvalue()
        if code == 2:
            assert err.getvalue().startswith("kb: erreur : ") and err.getvalue().count("\n") == 1

    check()


# --------------------------------------------------------------------------- conservation


def _table(rng: random.Random) -> TableSetup:
    """A random table, short stacks and a short big blind included, any ante format."""
    n = rng.randint(2, 10)
    bb = rng.choice([2, 20, 100, 200, 1000])
    sb = rng.choice([bb // 2, bb // 4, 0, bb])
    fmt = rng.choice(["none", "bb", "button", "classic"])
    ante = 0 if fmt == "none" else rng.choice([1, bb // 10 or 1, bb])
    players = [(f"P{i}", rng.choice([rng.randint(1, 3 * bb), rng.randint(1, 300 * bb)])) for i in range(n)]
    return TableSetup(sb=sb, bb=bb, players=players, ante=ante, ante_format=fmt if ante else "none")


def _header(setup: TableSetup) -> list[str]:
    ante = f" ante {setup.ante} {setup.ante_format}" if setup.ante else ""
    return [f"blinds {setup.sb}/{setup.bb}{ante}", "players " + " ".join(f"{n}:{s}" for n, s in setup.players)]


def _play(rng: random.Random, hand: Hand) -> list[str]:
    """Random legal actions until the hand is over, as lines of the format (all-ins included,
    save where the raise is not reopened to him: that is a call, said as one)."""
    lines: list[str] = []
    for _ in range(300):
        if hand.to_act is None:
            if hand.finished or hand.street == "river" or len(hand.in_hand()) < 2:
                return lines
            hand.next_street()
            lines.append(hand.street)
            continue
        lg = hand.legal()
        r = rng.random()
        if lg.can_fold and r < 0.15:
            kind, amount = "fold", None
        elif r < 0.35 and not lg.reopen_blocked:
            kind, amount = "allin", None
        elif lg.can_raise and r < 0.6:
            assert lg.min_raise_to is not None and lg.max_raise_to is not None
            kind, amount = "raise", rng.randint(lg.min_raise_to, lg.max_raise_to)
        else:
            kind, amount = ("check" if lg.can_check else "call"), None
        hand.act(lg.player, kind, amount)
        lines.append(f"{lg.player} {kind}" + (f" {amount}" if amount is not None else ""))
    raise AssertionError("the hand does not end")


@pytest.mark.slow
def test_pots_hold_what_was_put_in() -> None:
    """Random valid hands written as situations: `? pots` under a random book gives pots
    whose sum is every chip that left the stacks (antes and blinds included)."""

    @settings(max_examples=3000, deadline=None, derandomize=True, database=None)
    @given(seed=st.integers(min_value=0, max_value=2**32 - 1))
    def check(seed: int) -> None:
        rng = random.Random(seed)
        rules = rng.choice(RULES)
        setup = _table(rng)
        try:
            hand = Hand.start(setup, rules)
        except KBError:
            return  # an impossible table (a stack of 0) is refused, as the format does
        text = "\n".join([*_header(setup), *_play(rng, hand), "? pots"])
        ruling = rule_one(parse_situation(text), rules)
        assert ruling.kind == "pots", (text, ruling.summary)
        hand.close()
        _, back = build_pots([(s.name, s.total, s.folded) for s in hand.seats], hand.dead)
        left = sum(stack for _, stack in setup.players) - sum(s.stack for s in hand.seats) - sum(back.values())
        pots = ruling.details["pots"]
        assert sum(p["amount"] for p in pots) == left, text
        assert all(p["amount"] >= 0 and p["eligible"] for p in pots), text
        assert all(s.stack >= 0 for s in hand.seats), text

    check()
