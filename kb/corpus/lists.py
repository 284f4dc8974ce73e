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

from kb.corpus.profile import number_key

# A heading's title: a capital first, short, no sentence punctuation at the end.
_TITLE = re.compile(r"^[A-ZÀ-ÖØ-Ý«][^.;!?]{0,78}[^.;:,!?\s]$")


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
