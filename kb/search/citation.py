"""A query that cites an article by its number: « TDA 47 », « ropta 9.6 », « ropta:9.6 »,
« Ciaffone 1.11.b », « règle 47 », « art. 9.6 », « 9.6 ». Directors cite rules this way
(« TDA 47 ») and expect the article itself first, not the articles whose text holds
the number.

A citation is the whole query: a book's id or name (optional), a citing word (optional:
article, art., règle, rule, R, n°), and a number. With no book, a number alone cites only
when it cannot be an amount — it has a point or a letter (« 9.6 », « PR-9 ») — or a citing
word is typed (« règle 47 »).

>>> read_citation("TDA 47")
Citation(book='tda', number='47', worded=False)
>>> read_citation("ropta:9.6")
Citation(book='ropta', number='9.6', worded=False)
>>> read_citation("Règle n° 47")
Citation(book='', number='47', worded=True)
>>> read_citation("47") is None, read_citation("blinds 100/200") is None
(True, True)
>>> same_number("PR-9", "pr 9"), same_number("1.11.b", "1.11b"), same_number("9.6", "9.60")
(True, True, False)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from kb.corpus.profile import number_key
from kb.search.analysis import fold
from kb.text import squeezed

# The citing words, folded (« règle » → « regle »), as they may stand before the number.
_CITING = frozenset({"article", "art", "art.", "regle", "rule", "r", "r.", "n°", "no", "numero"})
# An article number: digits in groups (« 9.6 », « 1.11.b », « 2 bis »), or letters and a
# number (« PR-9 »).
_NUMBER = re.compile(r"(?:[a-z]{1,3}-?)?\d{1,3}(?:[.\-]\d{1,3})*(?:[.\-]?[a-z](?![a-z]))?")


@dataclass(frozen=True)
class Citation:
    book: str  # the book as typed, folded, spaces kept ("" when none)
    number: str  # folded
    worded: bool  # a citing word was typed (« règle », « article »)


def read_citation(text: str) -> Citation | None:
    """The citation the whole query ``text`` is, or None."""
    words = fold(text.lower()).replace(":", " ").split()
    if not words or len(words) > 6 or not _NUMBER.fullmatch(words[-1]):
        return None
    number, rest = words[-1], words[:-1]
    worded = False
    while rest and rest[-1] in _CITING:
        rest.pop()
        worded = True
    book = " ".join(rest)
    if not book and not worded and not re.search(r"[.a-z]", number):
        return None  # « 47 » alone may be an amount
    return Citation(book, number, worded)


def book_cited(typed: str, names: Mapping[str, str]) -> str | None:
    """The id of the book ``typed`` names — its id or its short name, spaces and signs
    aside (« red cactus », « RedCactus », « casino d'aix »), or one word of its name
    (« aix ») — or None."""
    key = squeezed(typed)
    if not key:
        return None
    for bid, short in names.items():
        if key in (squeezed(bid), squeezed(short)):
            return bid
    found = [bid for bid, short in names.items() if key in {squeezed(w) for w in short.split()}]
    return found[0] if len(found) == 1 else None


def same_number(a: str, b: str) -> bool:
    """Do two article numbers read the same: the same key in the book's order
    (kb.corpus.profile.number_key: digits as numbers, letters by rank; case, spaces, points
    and dashes aside)?"""
    return number_key(a) == number_key(b)
