"""Queries that are no words: markup, or random characters — no result list, and the
query's real words as the suggestion when it has some.

Two signs, measured on the text itself:

- **markup**: an HTML/XML tag, comment or character entity (``<b>``, ``</p>``, ``<!--``,
  ``&amp;``), or code symbols (``< > { } [ ] = ` $ | \\ ^ ~ @ # * _ &``) making more than
  MAX_SYMBOL_SHARE of the characters that are not spaces (JSON, Markdown, a template);
- **random characters**: the letter trigrams of its words (``^bo``, ``bou``, ``out``…, the
  word's edges marked) are mostly unknown to the books' words. A French or jargon query,
  even with typos, keeps most of its trigrams (the tuning sets' queries: 75 % at the least,
  most of them 90 % or more); random letters keep about one in five. Under MIN_TRIGRAMS
  (two or three short words) nothing is judged: a short unknown word is left to the
  spelling correction.

>>> grams = letter_trigrams(["bouton", "mort"])
>>> sorted(grams)[:4]
['^bo', '^mo', 'bou', 'mor']
>>> is_junk("<b>bouton mort</b>", grams), is_junk("bouton mort", grams)
(True, False)
>>> is_junk("zqxj vbkw pfhq ujzt xqvw kzpj", grams)
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from kb.text import fold

MAX_SYMBOL_SHARE = 0.1  # code symbols among the non-space characters of a query
MIN_SYMBOLS = 3  # fewer code symbols than this is a typed « @ » or « * », not markup
MIN_TRIGRAMS = 12  # a query with fewer letter trigrams is not judged random
MIN_KNOWN_SHARE = 0.5  # random characters: fewer of their trigrams known than this

_TAG = re.compile(r"</?[A-Za-z][\w:-]*(?:\s[^<>]*)?/?>|<[!?][^<>]*>|<!--|-->|&#?\w+;")
_SYMBOLS = frozenset("<>{}[]=`$|\\^~@#*_&")
_LETTERS = re.compile(r"[^\W\d_]+")


def letter_trigrams(words: Iterable[str]) -> frozenset[str]:
    """The letter trigrams of ``words`` (lower case, accents folded), each word's edges
    marked ``^`` and ``$``: ``["Tapis"]`` → ``^ta``, ``tap``, ``api``, ``pis``, ``is$``."""
    return frozenset(t for word in words for t in _trigrams(fold(word)))


def _trigrams(word: str) -> list[str]:
    marked = f"^{word}$"
    return [marked[i : i + 3] for i in range(len(marked) - 2)]


def is_markup(text: str) -> bool:
    """Whether ``text`` holds a tag, a comment or an entity, or is mostly code symbols."""
    if _TAG.search(text):
        return True
    solid = [c for c in text if not c.isspace()]
    symbols = sum(1 for c in solid if c in _SYMBOLS)
    return symbols >= MIN_SYMBOLS and symbols > MAX_SYMBOL_SHARE * len(solid)


def known_share(text: str, known: frozenset[str]) -> tuple[float, int]:
    """The share of the letter trigrams of ``text``'s words found in ``known``, and how
    many trigrams it has."""
    grams = [g for word in _LETTERS.findall(fold(text)) for g in _trigrams(word)]
    if not grams:
        return 1.0, 0
    return sum(1 for g in grams if g in known) / len(grams), len(grams)


def is_random(text: str, known: frozenset[str]) -> bool:
    """Whether ``text`` reads as random characters (see the module's docstring)."""
    share, n = known_share(text, known)
    return n >= MIN_TRIGRAMS and share < MIN_KNOWN_SHARE


def is_junk(text: str, known: frozenset[str]) -> bool:
    """Whether ``text`` is markup or random characters: no result list for it."""
    return is_markup(text) or is_random(text, known)


def without_markup(text: str) -> str:
    """``text`` with its tags, entities and code symbols taken out:
    ``"<b>bouton mort</b>"`` → ``"bouton mort"``."""
    bare = _TAG.sub(" ", text)
    return " ".join("".join(" " if c in _SYMBOLS else c for c in bare).split())
