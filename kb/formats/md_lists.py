"""A Markdown file's numbered lists as they print: its ordered lists' numbers written the
way a Markdown renderer numbers them, so that the same document imported as Markdown and
as a PDF or a Word file reads the same (``kb diff-editions`` compares the wording).

A list whose items all carry the same number leaves the numbering to the renderer, which
numbers it from that number on (« 1. », « 1. », « 1. » prints 1., 2., 3.); a list whose
numbers were written one by one keeps them as written (a file typed as plain text, its
numbered paragraphs « 1. », « 2. », then a list « 1. », « 2. » inside rule 2). Markdown
says nothing of a nested list's style: a list nested in another one's item, numbered from
1, is printed in the outline convention of rulebooks and legal texts — letters under
numbers, Roman numerals under letters (« 1. » / « a. » / « i. », as FIDE prints its Laws
of Chess and a Word multilevel list numbers by default).

>>> printed_lists(["1. Un", "1. Deux", "   1. Trois", "   1. Quatre", "", "Fin."])
['1. Un', '2. Deux', '   a. Trois', '   b. Quatre', '', 'Fin.']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kb.formats.markup import column_letters, roman

# an item of a list: its indent, its number or bullet, its mark, the space after it
_ITEM = re.compile(r"^(?P<indent> {0,24})(?:(?P<number>\d{1,9})(?P<mark>[.)])|(?P<bullet>[-*+]))(?: +(?=\S)|$)")
_FENCE = re.compile(r"^ {0,3}(?:```|~~~)")


@dataclass
class _List:
    indent: int  # where its markers start
    content: int  # where its items' text starts: a deeper marker opens a nested list
    mark: str  # « . », « ) » or the bullet
    depth: int  # ordered lists above it
    lines: list[int] = field(default_factory=list)
    numbers: list[int] = field(default_factory=list)


def _lists(lines: list[str]) -> list[_List]:
    """The ordered lists of the lines (code blocks aside), each with its item lines."""
    found: list[_List] = []
    stack: list[_List] = []
    blank_before = fenced = False
    for i, line in enumerate(lines):
        if _FENCE.match(line):
            fenced, stack = not fenced, []
            continue
        if fenced:
            continue
        if not line.strip():
            blank_before = True
            continue
        indent = len(line) - len(line.lstrip(" "))
        m = _ITEM.match(line)
        if m is None:
            if line.lstrip().startswith(("#", "|")) or (blank_before and indent == 0):
                stack = []  # a heading, a table, a paragraph of its own: the lists are over
            elif blank_before:
                while stack and indent < stack[-1].content:
                    stack.pop()  # a paragraph of an outer item
            blank_before = False
            continue
        blank_before = False
        mark = m.group("mark") or m.group("bullet")
        while stack and indent < stack[-1].indent:
            stack.pop()
        if stack and indent < stack[-1].content and stack[-1].mark != mark:
            stack.pop()  # another kind of list at the same place: a new list
        if not stack or indent >= stack[-1].content:
            depth = sum(1 for s in stack if s.mark in ".)")
            stack.append(_List(indent, m.end() if m.group(0).endswith(" ") else indent + len(m.group(0)) + 1, mark, depth))
            if m.group("number"):
                found.append(stack[-1])
        if m.group("number"):
            stack[-1].lines.append(i)
            stack[-1].numbers.append(int(m.group("number")))
    return found


def printed_lists(lines: list[str]) -> list[str]:
    """The lines with each ordered list's numbers as printed (see the module docstring)."""
    out = list(lines)
    for lst in _lists(lines):
        lazy = len(lst.numbers) >= 2 and len(set(lst.numbers)) == 1
        outline = lst.depth % 3 and lst.numbers[0] == 1
        if not (lazy or outline):
            continue  # numbers written one by one: as written (a plain text's paragraphs « 1. », « 2. », « 1. »…)
        for k, i in enumerate(lst.lines):
            n = lst.numbers[0] + k
            label = str(n)
            if outline:
                label = column_letters(n) if lst.depth % 3 == 1 else roman(n)
            m = _ITEM.match(out[i])
            assert m is not None and m.group("number")
            out[i] = out[i][:m.start("number")] + label + out[i][m.end("number"):]
    return out
