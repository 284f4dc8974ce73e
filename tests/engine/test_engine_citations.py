"""Every ruling names the article that decides it and the sentence of that article that
decides (kb.engine.citations): checked word for word over all the books' worked examples
and over a seeded random sample of situations, under every book."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from kb.engine.betting import Hand
from kb.engine.books import engine_books
from kb.engine.citations import load_citations
from kb.engine.director import BookRuling, rule_one
from kb.engine.examples import load_examples
from kb.engine.rules import RuleSet
from kb.engine.situation import parse_situation
from kb.engine.table import TableSetup
from kb.errors import KBError
from kb.model import Library
from kb.quotes import find_quote

RULES = [RuleSet.for_book(b) for b in engine_books()]
ENGINE_DIR = Path(__file__).resolve().parents[2] / "kb" / "engine"
SAYS = ["call", "check", "fold", "raise", "tapis", "pot", "relance {n}", "{n}", "plus {n}", "5",
        "je relance pour tes {n} et {m} de plus"]


def _check(ruling: BookRuling, library: Library, where: str) -> None:
    if ruling.error or ruling.article is None:
        return
    assert ruling.article.startswith(ruling.book + ":"), (where, ruling.article)
    assert ruling.quote, (where, ruling.book, ruling.article, ruling.summary)
    article = library.get(ruling.article)
    assert article is not None, (where, ruling.article)
    assert find_quote(article, ruling.quote) is not None, (where, ruling.article, ruling.quote)


@pytest.mark.parametrize("example", [e for e in load_examples() if e.situation], ids=lambda e: e.id)
def test_every_ruling_of_a_worked_example_holds_its_quote(example, library: Library) -> None:  # type: ignore[no-untyped-def]
    sit = parse_situation(example.situation)
    for rules in RULES:
        _check(rule_one(sit, rules), library, example.id)


def _table(rng: random.Random) -> TableSetup:
    n = rng.randint(2, 6)
    bb = rng.choice([100, 200, 1000])
    fmt = rng.choice(["none", "bb", "classic"])
    ante = 0 if fmt == "none" else rng.choice([bb // 10, bb])
    players = [(f"P{i}", rng.choice([rng.randint(bb // 2, 4 * bb), rng.randint(20 * bb, 100 * bb)])) for i in range(n)]
    game = rng.choice(["no-limit", "no-limit", "pot-limit", "limit"])
    return TableSetup(sb=bb // 2, bb=bb, players=players, ante=ante, ante_format=fmt if ante else "none", game=game)


def _situation(rng: random.Random) -> str | None:
    """A random table, a few random legal actions, then a random question to whoever acts."""
    setup = _table(rng)
    try:
        hand = Hand.start(setup, RULES[0])
    except KBError:
        return None
    ante = f" ante {setup.ante} {setup.ante_format}" if setup.ante else ""
    lines = [f"blinds {setup.sb}/{setup.bb}{ante}", "players " + " ".join(f"{n}:{s}" for n, s in setup.players),
             "chips 25 100 500 1000 5000", f"game {setup.game}"]
    for _ in range(rng.randint(0, 6)):
        if hand.to_act is None:
            break
        lg = hand.legal()
        r = rng.random()
        if lg.can_raise and r < 0.4:
            assert lg.min_raise_to is not None and lg.max_raise_to is not None
            kind, amount = "raise", rng.randint(lg.min_raise_to, lg.max_raise_to)
        elif lg.can_fold and r < 0.6:
            kind, amount = "fold", None
        else:
            kind, amount = ("check" if lg.can_check else "call"), None
        hand.act(lg.player, kind, amount)
        lines.append(f"{lg.player} {kind}" + (f" {amount}" if amount is not None else ""))
    if hand.to_act is None:
        return "\n".join([*lines, "? pots"])
    who = hand.legal().player
    lg = hand.legal()
    if lg.can_raise and lg.min_raise_to and lg.full_min_raise_to > hand.current_bet + 1 and rng.random() < 0.15:
        short = rng.randint(hand.current_bet + 1, lg.full_min_raise_to - 1)
        if short < lg.max_raise_to:  # type: ignore[operator]
            hand.act(who, "raise", short, under=True)
            lines.append(f"under {who} raise {short}")
            return "\n".join([*lines, "? correction"])
    q = rng.random()
    if q < 0.2:
        return "\n".join([*lines, f"? {who}"])
    chips = " ".join(str(rng.choice([25, 100, 500, 1000, 5000])) for _ in range(rng.randint(1, 4)))
    words = f"chips {chips}" if q < 0.6 else ""
    if words and rng.random() < 0.25:
        words += f" {rng.choice(['then', 'then-stack'])} {rng.choice([25, 100, 500])}"
    if q >= 0.45:
        n, m = rng.choice([100, 500, 1000, 4000]), rng.choice([500, 2000])
        words += f' says "{rng.choice(SAYS).format(n=n, m=m)}"'
    if rng.random() < 0.15:
        words += " unaware"
    return "\n".join([*lines, f"? {who} {words.strip()}"])


def test_every_ruling_of_random_situations_holds_its_quote(library: Library) -> None:
    """400 seeded random situations under the five books: each ruling with an article
    carries a quote found word for word in it; most rulings name an article."""
    rng = random.Random(20261125)
    counted: Counter[str] = Counter()
    for i in range(400):
        text = _situation(rng)
        if text is None:
            continue
        sit = parse_situation(text)
        for rules in RULES:
            ruling = rule_one(sit, rules)
            _check(ruling, library, f"situation {i}:\n{text}")
            counted["error" if ruling.error else "cited" if ruling.article else "uncited"] += 1
    assert counted["cited"] > 4 * counted["uncited"], counted
    assert counted["cited"] > 1000, counted


def test_the_legal_options_carry_the_minimum_raise_quote() -> None:
    """« ? JOUEUR » answers with each book's minimum-raise article and its sentence;
    heads-up, Ciaffone's own 1.11.b (j)."""
    multi = parse_situation("blinds 100/200\nplayers SB:5000 BB:5000 A:5000\nA raise 600\n? SB")
    duel = parse_situation("blinds 100/200\nplayers SB:5000 BB:5000\nSB raise 600\n? BB")
    for rules in RULES:
        ruling = rule_one(multi, rules)
        assert ruling.article == rules.article("min_raise") and ruling.quote == rules.article("min_raise").quote  # type: ignore[union-attr]
        heads_up = rule_one(duel, rules)
        if rules.heads_up_min_is_blind:
            assert heads_up.quote == "Dans un duel, les relances n'ont pas de minimum, si ce n'est le montant du blind"
        else:
            assert heads_up.quote == ruling.quote


def test_every_topic_the_engine_asks_for_is_named_by_some_book() -> None:
    """Each topic the engine looks up (``article("…")``, ``topic("…", "…")``,
    ``topic_article("…", "…")``) is in the ``[articles]`` table of at least one book: a
    misspelt topic would silently leave every ruling without its article."""
    named = {topic for b in engine_books() for topic in load_citations(b)}
    source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE_DIR.rglob("*.py"))
    asked = set(re.findall(r"""\b(?:article|topic|topic_article)\(\s*["']([a-z_]+)["']""", source))
    asked |= set(re.findall(r"""\b(?:topic|topic_article)\([^)]*?,\s*["']([a-z_]+)["']""", source))
    assert len(asked) > 30, asked
    assert asked - named == set(), asked - named


def test_a_deciding_article_missing_from_the_books_is_a_problem_not_a_crash(library) -> None:  # type: ignore[no-untyped-def]
    """A rulebook laid out differently (a new edition renumbered) loses an article the data
    cites: verify_citations and verify_quotes name it as a problem — the build then stops
    with them — instead of raising KeyError from Library.get."""
    import copy

    from kb.engine.citations import verify_citations
    from kb.engine.examples import load_examples, verify_quotes

    cited = str(next(iter(load_citations("redcactus").values())))
    examples = [ex for ex in load_examples() if ex.article.startswith("redcactus:")][:1]
    gone = {cited} | {ex.article for ex in examples}
    damaged = copy.copy(library)
    damaged.articles = {aid: a for aid, a in library.articles.items() if aid not in gone}
    assert any(f"article {cited} introuvable" in p for p in verify_citations(["redcactus"], damaged))
    assert all("introuvable" in p for p in verify_quotes(examples, damaged)) and verify_quotes(examples, damaged)
