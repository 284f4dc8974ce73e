"""Words a line end split with a hyphen (« rele- » then « vance »), joined back.

A PDF, or the text copied from one, breaks a long word at the end of a line with a hyphen;
a compound word (« check-raise », « re-entry ») may be broken at its own hyphen too. The
book itself decides which: the whole form met elsewhere in it (« relevance ») joins
without the hyphen, the hyphenated form met elsewhere keeps it, and otherwise the halves
keep their hyphen only when both are words of the book on their own (« check » and
« raise »), else join (« péna » and « lité » are no words: « pénalité »).

>>> words = book_words(["Le check-raise est permis.", "La pénalité est d'un tour."])
>>> join_lines("une péna-", "lité sévère", words), join_lines("un check-", "raise", words)
('une pénalité sévère', 'un check-raise')
>>> join_lines("la carte AU-", "DESSUS du paquet", book_words(["au-dessus"]))
'la carte AU-DESSUS du paquet'
>>> join_lines("applicables à la Nouvelle-", "Calédonie. Toutefois", words)
'applicables à la Nouvelle-Calédonie. Toutefois'

A word split inside struck wording (``~~``, as kb.formats marks it) is joined the same
way, the passage going on over it:

>>> join_lines("~~une péna-~~", "~~lité~~ sévère", words)
'~~une pénalité~~ sévère'

A compound whose first word is struck and whose hyphen stands after the struck passage
(« jetons ~~identiques~~- » then « multiples ») keeps its hyphen, glued to the next word
as the line end did not split it — a struck word is no half of a split word:

>>> join_lines("jetons ~~identiques~~-", "multiples, jeton", words)
'jetons ~~identiques~~-multiples, jeton'
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# the hyphens a line end splits words with: the ASCII one, the typographic one (U+2010,
# which pdftotext writes for a PDF's hyphenation) and the soft hyphen
HYPHENS = "-\u2010\u00ad"
# a word piece and a hyphen at the end of a line (letters only: « 20- » is a range)
_END = re.compile(rf"(?<![\w-])([^\W\d_]+(?:-[^\W\d_]+)*)[{HYPHENS}]$")
# a struck word, then the hyphen of a compound after the struck passage, at a line's end
_STRUCK_END = re.compile("[^\\W\\d_]~~[-\u2010]$")
# the rest of the word at the start of the next line: a lower-case letter first
_START = re.compile(r"^(?=[a-zà-öø-ÿœæ])([^\W\d_]+(?:-[^\W\d_]+)*)")
# a name going on after a name's hyphen (« Nouvelle- » then « Calédonie »): a compound name
_NAME = re.compile(r"^([A-ZÀ-ÖØ-Ý][a-zà-öø-ÿœæ]+)(?![^\W\d_])")
_CAPITALS = re.compile(r"^([^\W\d_a-zà-öø-ÿœæ]+(?:-[^\W\d_a-zà-öø-ÿœæ]+)*)(?![^\W\d_])")
_SPLIT = re.compile(rf"[^\W\d_]+[{HYPHENS}](?:~~)?\n\s*(?:~~)?[^\W\d_]+")
STRUCK = "~~"  # struck wording's mark (kb.formats.markup), on both sides of a line end inside it
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def book_words(lines: Iterable[str]) -> frozenset[str]:
    """The book's words, lower case — each hyphenated form whole and its parts — but the
    pieces of the words a line end splits, which are evidence of nothing."""
    text = _SPLIT.sub(" ", "\n".join(line.strip() for line in lines)).lower()
    forms = set(_WORD.findall(text))
    return frozenset(forms | {part for form in forms if "-" in form for part in form.split("-")})


def _word(first: str, second: str, words: frozenset[str]) -> str:
    """The word « first- » at a line end and « second » at the next line's start make."""
    a, b = first.lower(), second.lower()
    if f"{a}-{b}" in words or "-" in b:
        return f"{first}-{second}"
    if a + b in words:
        return first + second
    if a.split("-")[-1] in words and b in words:
        return f"{first}-{second}"
    return first + second


def join_lines(first: str, second: str, words: frozenset[str]) -> str | None:
    """``first`` and ``second`` as one line when ``first`` ends with a word the line end
    split with a hyphen and ``second`` goes on with it; None when it does not. Struck
    wording going on over the line end (``…péna-~~`` then ``~~lité…``) goes on over the
    joined word."""
    first, second = first.rstrip(), second.lstrip()
    if first.endswith(STRUCK) and second.startswith(STRUCK):
        first, second = first.removesuffix(STRUCK), second.removeprefix(STRUCK)
    if _STRUCK_END.search(first) and _START.match(second):
        return first + second
    end = _END.search(first)
    if end is None:
        return None
    if end.group(1).istitle() and (start := _NAME.match(second)):
        word = f"{end.group(1)}-{start.group(1)}"
    else:  # a word in capitals goes on in capitals (« AU- » then « DESSUS »), any other in lower case
        start = (_CAPITALS if end.group(1).isupper() else _START).match(second)
        if start is None:
            return None
        word = _word(end.group(1), start.group(1), words)
    return first[:end.start()] + word + second[start.end():]


def join_split_words(lines: list[str], words: frozenset[str]) -> list[str]:
    """The lines of one paragraph with each word a line end split joined back (the two
    lines become one)."""
    out: list[str] = []
    for line in lines:
        joined = join_lines(out[-1], line, words) if out else None
        if joined is None:
            out.append(line)
        else:
            out[-1] = joined
    return out
