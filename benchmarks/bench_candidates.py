"""Candidate values for a new book (``kb candidates``), measured book by book: each of the
five books' values hidden in turn, its first candidate of each parameter compared with
the value its parameter file states (kb.parameters.candidates.held_out).

- stated: the parameters the book gives a value to, of the kinds candidates propose
  (a number with a unit, a yes/no, a choice);
- proposed: those with a candidate; right: those whose first candidate is the book's value.

The RedCactus league copies much of the TDA, so its figures (and the TDA's) are the easy
case; the ROPTA and Ciaffone, written in their own words, the hard one.

The five books are the tuning set. The blind measure (:func:`run_blind`) reads three
rulebooks written outside them (tests/data/outside_books/: a village club, a regional
league, a casino), imported as a user would (``kb import``) into a temporary library, and
compares each parameter's first candidate with the value a rules expert read in the book
(tests/data/candidates_blind.toml, written before the candidates code was read). It prints
aggregate lines only — never a miss: a listed miss is one that gets tuned on.

Between the two, :func:`run_clubs` imports the same way three club rulebooks written for
this measure (tests/compare/fixtures/candidates/: their values in ``books.toml``) — a
tuning set of the blind set's kind (imported books, not the five), its misses listed.
"""

from __future__ import annotations

import tempfile
import time
import tomllib
from pathlib import Path
from typing import Any

from kb.corpus import DEFAULT_CORPUS
from kb.knowledge import KnowledgeBase
from kb.parameters.candidates import Candidate, first_candidates, held_out
from kb.userlib.trial import trial_knowledge_base

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
OUTSIDE = DATA / "outside_books"
BLIND = DATA / "candidates_blind.toml"
CLUBS = DATA.parent / "compare" / "fixtures" / "candidates"

# Before this measure existed (commit 504db05): numbers only, ranked by the whole
# sentence's likeness — 21 right of 36 numbers stated, no yes/no or choice proposed.
BEFORE = "numbers only: 21 right of 36 stated; yes/no and choices: none proposed"


def run() -> None:
    run_tuning()
    run_clubs()
    run_blind()


def run_tuning() -> None:
    """The five books, each taken as new in turn (the tuning set: misses listed)."""
    kb = KnowledgeBase(DEFAULT_CORPUS)
    kb.build()
    topic_articles = kb.topics.topic_articles()
    totals = [0, 0, 0]
    wrong: list[str] = []
    for book in kb.library.books:
        t0 = time.perf_counter()
        r = held_out(kb.parameters, kb.library, book, topic_articles)
        if not r.stated:
            continue
        totals = [totals[0] + r.stated, totals[1] + r.proposed, totals[2] + r.right]
        wrong += [f"{book} {miss}" for miss in r.wrong]
        print(f"{book:10} stated {r.stated:3}  proposed {r.proposed:3}  right {r.right:3}  "
              f"({time.perf_counter() - t0:.1f} s)")
    stated, proposed, right = totals
    print(f"{'all':10} stated {stated:3}  proposed {proposed:3}  right {right:3}: "
          f"right/stated {right / max(1, stated):.2f}, right/proposed {right / max(1, proposed):.2f}")
    print(f"    (before: {BEFORE})")
    print("first candidate wrong (the five books are the tuning set: listed):")
    for miss in wrong:
        print(f"  {miss}")


def _score(truth: dict[str, Any], firsts: dict[str, Candidate]) -> tuple[int, int, int, int]:
    """(stated, proposed, right, proposed where the book is silent) — counts only."""
    proposed = [pid for pid in truth if pid in firsts]
    right = [pid for pid in proposed if firsts[pid].value == truth[pid]["value"]]
    silent = [pid for pid in firsts if pid not in truth]
    return len(truth), len(proposed), len(right), len(silent)


def run_clubs() -> None:
    """Our own club books (a tuning set, imported as the blind books are): misses listed."""
    books = tomllib.loads((CLUBS / "books.toml").read_text(encoding="utf-8"))["book"]
    totals = [0, 0, 0, 0]
    misses: list[str] = []
    with tempfile.TemporaryDirectory(prefix="kb-candidates-clubs-") as tmp:
        kb = trial_knowledge_base([(CLUBS / b["file"], b["id"], b["title"]) for b in books], Path(tmp))
        topic_articles = kb.topics.topic_articles()
        params = {p.id: p for p in kb.parameters}
        for book in books:
            truth, firsts = book["values"], first_candidates(kb.parameters, kb.library, book["id"], topic_articles)
            counts = _score(truth, firsts)
            totals = [a + b for a, b in zip(totals, counts, strict=True)]
            print(f"clubs {book['id']:10} stated {counts[0]:3}  proposed {counts[1]:3}  right {counts[2]:3}  "
                  f"(proposed where the book is silent: {counts[3]})")
            for pid, c in firsts.items():
                if pid not in truth:
                    misses.append(f"{book['id']} {pid}: {c.shown} sans valeur dans le livre ({c.article})")
                elif c.value != truth[pid]["value"]:
                    misses.append(f"{book['id']} {pid}: {c.shown} au lieu de "
                                  f"{params[pid].format(truth[pid]['value'])} ({c.article})")
            misses += [f"{book['id']} {pid}: rien au lieu de {params[pid].format(v['value'])}"
                       for pid, v in truth.items() if pid not in firsts]
    stated, proposed, right, silent = totals
    print(f"clubs {'all':10} stated {stated:3}  proposed {proposed:3}  right {right:3}: "
          f"right/stated {right / max(1, stated):.2f}, right/proposed {right / max(1, proposed):.2f} "
          f"(proposed where the books are silent: {silent})")
    print("first candidate wrong, missing or where the book is silent (our club books, a tuning set: listed):")
    for miss in sorted(misses):
        print(f"  {miss}")


def run_blind() -> None:
    """The outside books (never tuned on): aggregate lines per book and in all."""
    books = tomllib.loads(BLIND.read_text(encoding="utf-8"))["book"]
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="kb-candidates-blind-") as tmp:
        kb = trial_knowledge_base([(OUTSIDE / b["file"], b["id"], b["title"]) for b in books], Path(tmp))
        print(f"blind set: {len(books)} outside books imported and built ({time.perf_counter() - t0:.1f} s)")
        topic_articles = kb.topics.topic_articles()
        totals = [0, 0, 0, 0]
        for book in books:
            t1 = time.perf_counter()
            firsts = first_candidates(kb.parameters, kb.library, book["id"], topic_articles)
            stated, proposed, right, silent = _score(book["values"], firsts)
            totals = [a + b for a, b in zip(totals, (stated, proposed, right, silent), strict=True)]
            print(f"blind {book['id']:10} stated {stated:3}  proposed {proposed:3}  right {right:3}  "
                  f"(proposed where the book is silent: {silent}; {time.perf_counter() - t1:.1f} s)")
    stated, proposed, right, silent = totals
    print(f"blind {'all':10} stated {stated:3}  proposed {proposed:3}  right {right:3}: "
          f"right/stated {right / max(1, stated):.2f}, right/proposed {right / max(1, proposed):.2f} "
          f"(proposed where the books are silent: {silent})")
    print("    (the blind books' misses are never listed)")
