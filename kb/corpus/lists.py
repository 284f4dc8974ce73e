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
from bisect import bisect_left
from collections.abc import Callable, Iterable

from kb.corpus.layouts import TITLE
from kb.corpus.parser_state import Draft, Line
from kb.corpus.profile import number_key

_TITLE = re.compile(rf"^{TITLE}$")
# An item's wording: lower case first (« une pénalité d'un tour »), or a list's mark at its end.
_ITEM_WORDING = re.compile(r"^(?:[a-zà-öø-ÿœæ].*|.*[;,])$")


def list_item(key: tuple[int, ...], title: str, last: tuple[int, ...], before: list[tuple[int, ...]],
              later: Iterable[tuple[int, ...]], titled: Callable[[], bool] = lambda: False) -> bool:
    """Is a heading numbered ``key`` (above ``last``, the last rule's) the next item of a
    list in the current article?

    ``before`` holds the numbers the heading's pattern read in the article's text so far
    (the list's first items, left in the text for they were out of order), ``later`` the
    numbers it reads further on in the book. It is an item when the text holds the list
    from 1 up to the number before it, and reading it as a rule would cost the book rules:
    the next number above ``last`` further on is ``key`` again (the rule the list stood
    before), or the longest run of rules above ``last`` further on is no shorter without it
    and it is written as an item (a list « 1. … 8. » in rule 6 stands before the rules 7 and
    8 it would swallow: the numbers are scored over the whole book) — or, in the last article, when it
    does not read as a title (« l'exclusion du tournoi. »): a book whose titles are sentences
    has rules that do not read as titles either, but they are followed by more rules. In a
    book whose rules have titles (``titled()``, asked only then), a sentence is written as an item.
    """
    if not key or not before or before[-1] != (*key[:-1], key[-1] - 1) or (*key[:-1], 1) not in before:
        return False
    above = [n for n in later if n > last]
    if not above:
        return not _TITLE.match(title)
    if above[0] == key:  # the rule the list stands before comes next
        return True
    with_it, without = 1 + _longest_run(n for n in above if n > key), _longest_run(above)
    # as many rules either way: an item when it is written as one (« 4. une pénalité ; »)
    return with_it < without or (with_it == without and _item_wording(title, titled()))


def _item_wording(title: str, titled: bool) -> bool:
    """Is ``title`` written as a list's item: in lower case or with a list's mark at its
    end — or, in a book whose rules have titles (``titled``), anything but a title?"""
    return bool(_ITEM_WORDING.match(title) or (titled and not _TITLE.match(title)))


def titled_rules(titles: list[str]) -> bool:
    """Do a book's numbered lines have titles (« 1. Objet »), three and a quarter of them at
    least (the rest may be the items of its lists)? Then a numbered sentence (« 1. Le joueur
    reçoit un avertissement. ») under a line ending with a colon is an item of a list."""
    return sum(1 for t in titles if _TITLE.match(t)) >= max(3, len(titles) // 4)


def _longest_run(keys: Iterable[tuple[int, ...]]) -> int:
    """The length of the longest increasing run in ``keys`` (in order, not necessarily one
    after the other).

    >>> _longest_run([(4,), (5,), (1,), (2,), (3,), (6,)])
    4
    """
    tails: list[tuple[int, ...]] = []
    for key in keys:
        i = bisect_left(tails, key)
        tails[i:i + 1] = [key]
    return len(tails)


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


def list_lines(texts: list[str], pattern: re.Pattern[str]) -> set[int]:
    """The lines of ``texts`` that ``pattern`` reads as numbered headings but that are the
    items of a list inside an article: a run that starts at 1 under a line ending with a
    colon (« Le directeur peut prononcer : ») and goes on by one, each written as an item (in
    lower case, « 1. un avertissement », or with a list's mark at its end, « 1. Un tour ; »,
    or a sentence in a book whose rules have titles) and as the first one — not the rules a
    sentence opens in a book of sentences (« 1. Throwing cards at… »).
    Layout detection does not count them among the book's numbers (they are no restart of
    the numbering in a new part).

    >>> rule = re.compile(r"^(?P<number>\\d+)\\. (?P<title>.*)$")
    >>> sorted(list_lines(["1. Objet", "Sanctions :", "1. un avertissement ;", "2. l'exclusion.", "2. Mises"], rule))
    [2, 3]
    """
    out: set[int] = set()
    expected, lower, previous = 0, False, ""
    titled = titled_rules([m.group("title") or "" for t in texts if (m := pattern.match(t))])
    for i, text in enumerate(texts):
        if not text.strip():
            continue
        m = pattern.match(text)
        title = (m.group("title") or "") if m else ""
        key = number_key(m.group("number")) if m else ()
        if m and key == (1,) and previous.rstrip("*_ ").endswith(":") and _item_wording(title, titled):
            expected, lower = 2, title[:1].islower()
            out.add(i)
        elif m and expected and key == (expected,) and title[:1].islower() == lower and _item_wording(title, titled):
            expected += 1
            out.add(i)
        elif m:
            expected = 0
        previous = text
    return out
