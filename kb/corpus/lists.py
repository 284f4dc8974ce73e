"""Numbered lists inside an article (« Le directeur peut prononcer : 1. un avertissement ;
2. une pénalité ; 3. l'exclusion. »): their items are written like the book's numbered
headings, and an item whose number is above the last rule's (3. after rule 2) would open
a rule — and the real rule 3 below it would then be out of order, lost in its text.

>>> list_item((3,), "l'exclusion du tournoi.", (2,), [(1,), (2,)], iter([(3,), (4,)]))
True
>>> list_item((3,), "Les recaves sont permises.", (2,), [(1,), (2,)], iter([(4,), (1,), (3,)]))
False
>>> list_item((3,), "Les mises", (2,), [(1,), (2,), (3,)], iter([(4,)]))
False
>>> rules([("1", "Objet"), ("2", "Sanctions :"), ("1", "un avertissement ;"), ("2", "l'exclusion."), ("3", "Fin")])
['1', '2', '3']
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from kb.corpus.layouts import TITLE
from kb.corpus.parser_state import Draft, Line
from kb.corpus.profile import number_key

_TITLE = re.compile(rf"^{TITLE}$")


def list_item(key: tuple[int, ...], title: str, last: tuple[int, ...], before: list[tuple[int, ...]],
              later: Iterable[tuple[int, ...]]) -> bool:
    """Is a heading numbered ``key`` (above ``last``, the last rule's) the next item of a
    list in the current article?

    ``before`` holds the numbers the heading's pattern read in the article's text so far
    (the list's first items, left in the text for they were out of order), ``later`` the
    numbers it reads further on in the book. It is an item when the text holds the list
    from 1 up to the number before it, and the next number above ``last`` further on is
    ``key`` again (the rule the list stood before) — or, in the last article, when it does
    not read as a title (« l'exclusion du tournoi. »): a book whose titles are sentences has
    rules that do not read as titles either, but they are followed by more rules.
    """
    if not key or not before or before[-1] != (*key[:-1], key[-1] - 1) or (*key[:-1], 1) not in before:
        return False
    following = next((n for n in later if n > last), None)
    return following == key or (following is None and not _TITLE.match(title))


def rules(headings: list[tuple[str, str]]) -> list[str]:
    """The numbers of ``headings`` ((number, title), in the book's order, as a pattern of
    numbered headings reads them) that open rules, as the generic parser reads them in order:
    a number not above the last rule's, or the next item of a list in its text, is text."""
    return [headings[i][0] for i in rule_places(headings)]


def rule_places(headings: list[tuple[str, str]]) -> list[int]:
    """Where in ``headings`` the rules :func:`rules` reads are (their indexes).

    >>> rule_places([("1", "Objet"), ("2", "Sanctions :"), ("1", "un avertissement ;"), ("3", "Fin")])
    [0, 1, 3]
    """
    keys = [number_key(n) for n, _ in headings]
    found: list[int] = []
    last: tuple[int, ...] | None = None
    before: list[tuple[int, ...]] = []
    for i, ((_, title), key) in enumerate(zip(headings, keys, strict=True)):
        if last is None or (key > last and not list_item(key, title, last, before, iter(keys[i + 1:]))):
            found.append(i)
            last, before = key, []
        else:
            before.append(key)
    return found


# A list item's wording: lower case first (« un avertissement ; »), a list's mark at its end.
_ITEM = re.compile(r"^[a-zà-öø-ÿœæ].*[;,.]$")


def nested_items(drafts: list[Draft], lines: list[Line]) -> None:
    """Word's automatic list numbering nested under a rule (« 2. Le directeur peut prononcer : »
    then « 2.1. un avertissement ; », « 2.2. l'exclusion. ») read as the rule's sub-rules:
    they are its list, back in its text, when the rule's text ends with a colon and each of
    them, two at least, is one line in lower case ending with a list's mark."""
    i = 0
    while i < len(drafts):
        d = drafts[i]
        j = i + 1
        while j < len(drafts) and drafts[j].article.parent == d.article.id:
            j += 1
        items = drafts[i + 1:j]
        last = (d.body[-1] if d.body else d.heading).text.rstrip("*_ ")
        wordings = [lines[c.heading.n - 1].text.split(maxsplit=1)[1:] for c in items]
        if (len(items) >= 2 and last.endswith(":") and all(not c.body for c in items)
                and all(w and _ITEM.match(w[0]) for w in wordings)):
            d.body.extend(lines[c.heading.n - 1] for c in items)
            d.article.lines.extend(n for c in items for n in c.article.lines)
            del drafts[i + 1:j]
        i += 1
