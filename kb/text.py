"""Small text helpers shared by the parsers, the NLP, the quantities and the search:
accent folding, one way."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_LIGATURES = str.maketrans({"œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE"})


def strip_accents(text: str) -> str:
    """Remove accents and ligatures, keep case: ``"Égalité"`` → ``"Egalite"``,
    ``"cœur"`` → ``"coeur"``."""
    if text.isascii():  # nothing to strip (most words): no decomposition, no cache entry
        return text
    return _strip_accents(text)


@lru_cache(maxsize=65536)
def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.translate(_LIGATURES))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def fold(text: str) -> str:
    """Lower case, no accents, one apostrophe: ``"L’Égalité"`` → ``"l'egalite"``."""
    return strip_accents(text.lower().replace("’", "'"))


def squeezed(text: str) -> str:
    """Folded, letters and digits only: ``"Casino d’Aix"`` → ``"casinodaix"``."""
    return re.sub(r"[^0-9a-z]+", "", fold(text))


# The markers that open a level of nesting at a line's start: a block quote's « > »
# (spaces between them allowed) and a list item indented under another.
_QUOTES = re.compile(r"[ \t]{0,3}(?:>[ \t]?)+")
_LIST_ITEM = re.compile(r"([ \t]*)(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)")


def line_depth(line: str) -> int:
    """How deeply ``line`` nests: its block-quote markers, plus its list level (two
    spaces of indentation a level) when it is a list item.

    >>> line_depth(">>> > texte"), line_depth("    - sous-point"), line_depth("texte")
    (4, 3, 0)
    """
    quotes = _QUOTES.match(line)
    depth = quotes.group().count(">") if quotes else 0
    rest = line[quotes.end():] if quotes else line
    item = _LIST_ITEM.match(rest)
    if item:
        depth += 1 + len(item.group(1).expandtabs(4)) // 2
    return depth


def nesting_depth(text: str) -> int:
    """The deepest nesting of any line of ``text`` (:func:`line_depth`)."""
    return max((line_depth(line) for line in text.splitlines()), default=0)
