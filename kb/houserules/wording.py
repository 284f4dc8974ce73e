"""Writing a house value into a book's own wording: the phrase that states the base value
is cut out of the article's text and replaced by a slot (old wording, new wording, change
mark); for a number, the book's words around it are kept.

>>> reword_number("une minute", 1, 2)
'2 minutes'
"""

from __future__ import annotations

import re
from typing import Any

from kb.houserules.document import SLOT_CLOSE, SLOT_OPEN, Entry, Slot
from kb.parameters import format_number
from kb.quotes import locate

_EMPHASIS_CHARS = re.compile(r"\*\*|__|\*|_")
_NUMBER_WORDS = {
    1: ("un", "une"), 2: ("deux",), 3: ("trois",), 4: ("quatre",), 5: ("cinq",), 6: ("six",), 7: ("sept",),
    8: ("huit",), 9: ("neuf",), 10: ("dix",), 15: ("quinze",), 20: ("vingt",), 30: ("trente",),
}


def plain(s: str) -> str:
    """Raw Markdown wording without emphasis markers, for display as old wording.

    >>> plain("**30 secondes**\\n pour  agir")
    '30 secondes pour agir'
    """
    return re.sub(r"\s+", " ", _EMPHASIS_CHARS.sub("", s)).strip()


def reword_number(phrase: str, old: Any, new: Any) -> str | None:
    """The phrase with its number changed, keeping the book's own words around it:
    ("9 joueurs en tournoi à 8 maximum par table", 9, 10) → "10 joueurs en tournoi à 8
    maximum par table"; ("une minute", 1, 2) → "2 minutes". None when the old value is not
    written exactly once in the phrase (then the parameter's template is used)."""
    if isinstance(old, bool) or not isinstance(old, int | float) or isinstance(new, bool):
        return None
    # Digits may touch a unit ("2min", "50%"); words stand alone.
    patterns = [rf"(?<![\w,.]){re.escape(format_number(old))}(?!\d|[,.]\d)"]
    if float(old).is_integer():
        patterns += [rf"\b{re.escape(w)}\b" for w in _NUMBER_WORDS.get(int(old), ())]
    for pattern in patterns:
        found = list(re.finditer(pattern, phrase, re.I))
        if len(found) != 1:
            continue
        m = found[0]
        before, after = phrase[: m.start()], phrase[m.end() :]
        # French agreement of the noun that follows: "1 minute" / "2 minutes".
        noun = re.match(r"(\s+)([a-zà-ÿ]+)", after)
        if noun:
            word = noun.group(2)
            if abs(old) < 2 <= abs(new) and not word.endswith(("s", "x")):
                word += "s"
            elif abs(new) < 2 <= abs(old) and word.endswith("s") and len(word) > 3:
                word = word[:-1]
            after = noun.group(1) + word + after[noun.end() :]
        return before + format_number(new) + after
    return None


def substitute(entry: Entry, value: Any, mark: str, new: str, number: Any = None) -> bool:
    """Replace the phrase of ``value`` (inside its quote) in ``entry.text`` by a slot.

    For a number, the book's own wording is kept around the new number when the phrase
    writes the old value once ("9 joueurs en tournoi à 8 maximum par table" → "10 joueurs
    en tournoi à 8 maximum par table"); otherwise the whole phrase becomes ``new``."""
    phrase = getattr(value, "phrase", None)
    quote = getattr(value, "quote", None)
    if not phrase or not quote or getattr(value, "historical", False):
        return False
    text = entry.text
    span = locate(text, quote)
    if span is None:
        return False
    qs, qe = span
    inner = locate(text[qs:qe], phrase)
    if inner is None:
        return False
    s, e = qs + inner[0], qs + inner[1]
    raw = text[s:e]
    if SLOT_OPEN in raw or SLOT_CLOSE in raw:  # overlaps an earlier substitution
        return False
    # Emphasis markers inside the cut wording are kept (after the slot) so that the
    # emphasis of the surrounding sentence stays balanced.
    kept = "".join(_EMPHASIS_CHARS.findall(raw))
    old = plain(raw)
    if number is not None:
        new = reword_number(old, getattr(value, "value", None), number) or new
    index = len(entry.slots)
    entry.slots.append(Slot(mark, old, new))
    entry.text = f"{text[:s]}{SLOT_OPEN}{index}{SLOT_CLOSE}{kept}{text[e:]}"
    return True
