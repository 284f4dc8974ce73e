"""Numbers in sequence: how a level numbered 1, 2, 3… (profile ``order = "next"``) takes a
new edition's changes — a rule deleted (a gap: 25 then 27) and a rule inserted (« 5-A »
after 5) — without losing or shifting the rules after them.

>>> inserted_after("5-A", (5, 1), (5,)), inserted_after("6", (6,), (5,))
(True, False)
>>> gap((27,), (26,), 10, [(12, (27,)), (14, (28,))]), gap((27,), (26,), 10, [(40, (26,))])
(True, False)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Protocol

from kb.corpus.common import strip_md_emphasis
from kb.corpus.layouts import run_in
from kb.corpus.markdown.blocks import Block
from kb.corpus.markdown.inline import render_inline
from kb.corpus.parser_state import Line
from kb.corpus.profile import Level, book_number, inserted, number_key, with_inserted
from kb.corpus.rules.marked import split_marked

# The most numbers a deleted run of rules may leave out of a book numbered 1, 2, 3…
MAX_GAP = 10

Numbers = list[tuple[int, tuple[int, ...]]]  # (line, number key) of a level's headings


def level_pattern(level: Level) -> str:
    """The level's pattern, reading inserted numbers (« 5-A », « 5bis ») too when its
    headings open articles: a new edition's inserted rule is an article of its own (a
    block naming an article read earlier, ``annex``, names it by the number it has)."""
    return with_inserted(level.pattern) if level.numbered and level.kind not in ("annex", "front") else level.pattern


def inserted_after(number: str, key: tuple[int, ...], last: tuple[int, ...] | None) -> bool:
    """Is ``number`` inserted after the last one (« 5-A » or « 5bis » after 5 or 5-A)?"""
    return last is not None and key[:1] == last[:1] and key > last and inserted(number)


def gap(key: tuple[int, ...], expected: tuple[int, ...], line: int, numbers: Numbers) -> bool:
    """Does the book skip from the ``expected`` number to ``key`` at ``line`` (rules a new
    edition deleted)? Only when none of the numbers skipped opens a heading further on
    (``numbers``: the level's headings in the book): else the line is an item of a list,
    or a number out of place, and the rules go on at the expected one."""
    skipped = set(range(expected[0], key[0]))
    if not skipped or len(skipped) > MAX_GAP:
        return False
    return not any(n > line and k[:1] and k[0] in skipped for n, k in numbers)


class Compiled(Protocol):
    """A level with its pattern compiled (as the generic parser holds it)."""

    @property
    def level(self) -> Level: ...

    @property
    def pattern(self) -> re.Pattern[str]: ...


def next_numbers(levels: Iterable[Compiled], lines: list[Line], headings: dict[int, Block],
                 markup: tuple[str, str]) -> dict[str, Numbers]:
    """The headings in the book of each level numbered 1, 2, 3… (``order = "next"``), by
    the level's name: where :func:`gap` looks for the numbers a jump skips."""
    return {c.level.name: level_numbers(c.level, c.pattern, lines, headings, markup) for c in levels if c.level.order == "next"}


def level_numbers(level: Level, pattern: re.Pattern[str], lines: list[Line], headings: dict[int, Block],
                  markup: tuple[str, str]) -> Numbers:
    """(line, number key) of every line (or Markdown heading, ``on = "heading"``) that
    ``pattern`` — the level's, compiled — reads in the book, as the generic parser reads them."""
    found: Numbers = []
    for ln in lines:
        if level.on == "line":
            text = split_marked(run_in(ln.text)[0], markup)[0]
        elif (block := headings.get(ln.n)) is not None:
            text = strip_md_emphasis(render_inline(block.inline)[0])
        else:
            continue
        if not (m := pattern.match(text)):
            continue
        number = m.group("number") if "number" in m.re.groupindex else (m.group(1) if m.re.groups else "")
        if number := book_number(number or "").strip():
            found.append((ln.n, number_key(number)))
    return found
