"""The Markdown the readers of structured formats (Word, OpenDocument, web pages) write:
bold runs, list labels in a list's own numbering (« a) », « IV. »), and text made inert
(nothing in it can open an HTML tag or a link once rendered).

>>> bold_runs([("Le time dure ", False), ("30 secondes", True), (".", False)])
'Le time dure **30 secondes**.'
>>> count_label(4, "upperRoman")
'IV'
>>> marked_runs([("Le time dure ", False, False), ("20", False, True), ("30 secondes", True, False)])
'Le time dure ~~20~~**30 secondes**'
>>> inert("<script>alert(1)</script> [x](javascript:y)")
'\\\\<script>alert(1)\\\\</script> \\\\[x](javascript:y)'
"""

from __future__ import annotations

import re
from collections.abc import Callable

_ROMAN = ((1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"), (40, "xl"),
          (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"))


def roman(n: int) -> str:
    """``roman(14)`` → ``"xiv"``."""
    out = ""
    for value, letters in _ROMAN:
        while n >= value:
            out, n = out + letters, n - value
    return out


def roman_value(numeral: str) -> int:
    """The value of a Roman numeral (``"IX"`` → 9, ``"XIV"`` → 14).

    >>> roman_value("IX"), roman_value("VIII"), roman_value("XIV")
    (9, 8, 14)
    """
    values = [{"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}[c] for c in numeral.upper()]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def label_places(label: str) -> dict[str, int]:
    """The lists a list's label may number and its place in each: a decimal number, a letter
    or a Roman number, lower or upper case (« i » is the ninth letter or the first Roman).

    >>> label_places("3"), label_places("b"), label_places("i"), label_places("IV")
    ({'decimal': 3}, {'letter-lower': 2}, {'letter-lower': 9, 'roman-lower': 1}, {'roman-upper': 4})
    """
    if label.isdecimal():
        return {"decimal": int(label)}
    low, case = label.lower(), "upper" if label.isupper() else "lower"
    places = {f"letter-{case}": ord(low) - ord("a") + 1} if len(low) == 1 else {}
    if set(low) <= set("ivx") and roman(n := roman_value(low)) == low:  # « iv », not « iiii »
        places[f"roman-{case}"] = n
    return places


def repeated_letters(n: int) -> str:
    """Word's letters (and OpenDocument's « synchronised » ones): a … z, then aa, bb …
    ``repeated_letters(28)`` → ``"bb"``."""
    return chr(ord("a") + (n - 1) % 26) * ((n - 1) // 26 + 1) if n > 0 else ""


def column_letters(n: int) -> str:
    """OpenDocument's default letters: a … z, then aa, ab … (as spreadsheet columns).
    ``column_letters(28)`` → ``"ab"``."""
    out = ""
    while n > 0:
        n, rest = divmod(n - 1, 26)
        out = chr(ord("a") + rest) + out
    return out


# A list's number format → the label of a count; an unknown format is decimal. Word's names
# (``w:numFmt``) and OpenDocument's (``style:num-format``: "1", "a", "A", "i", "I", "").
FORMATS: dict[str, Callable[[int], str]] = {
    "decimal": str, "1": str,
    "lowerLetter": repeated_letters, "upperLetter": lambda n: repeated_letters(n).upper(),
    "lowerRoman": roman, "upperRoman": lambda n: roman(n).upper(), "i": roman, "I": lambda n: roman(n).upper(),
    "a": column_letters, "A": lambda n: column_letters(n).upper(),
    "decimalZero": lambda n: f"{n:02d}", "none": lambda n: "", "": lambda n: "",
}


def count_label(n: int, fmt: str) -> str:
    """The count ``n`` in the number format ``fmt`` (decimal when unknown)."""
    return FORMATS.get(fmt, str)(n)


def bold_runs(runs: list[tuple[str, bool]]) -> str:
    """A paragraph's wording from its runs (text, bold): bold runs marked ``**…**``, a
    wholly bold paragraph once, the spaces around a bold run left outside its marks."""
    if all(bold for text, bold in runs if text.strip()):
        text = "".join(t for t, _ in runs).strip()
        return f"**{text}**" if text else ""
    out: list[str] = []
    for text, bold in runs:
        stripped = text.strip()
        if bold and stripped:
            lead, tail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()):]
            out.append(f"{lead}**{stripped}**{tail}")
        else:
            out.append(text)
    return "".join(out).replace("****", "")


def _outside(text: str, mark: str) -> str:
    """``text`` marked, its leading and trailing spaces left outside the marks, each of
    its lines marked on its own: ``_outside(" mot ", "~~")`` → ``" ~~mot~~ "``."""
    if "\n" in text:
        return "\n".join(_outside(part, mark) for part in text.split("\n"))
    stripped = text.strip()
    if not stripped:
        return text
    return f"{text[: len(text) - len(text.lstrip())]}{mark}{stripped}{mark}{text[len(text.rstrip()):]}"


def marked_runs(runs: list[tuple[str, bool, bool]]) -> str:
    """A paragraph's wording from its runs (text, bold, struck): struck runs (deleted
    wording: Word's ``w:strike``, a tracked deletion, HTML's ``<del>``) marked ``~~…~~``
    as the corpus writes them, the others as :func:`bold_runs` marks them — a paragraph
    whose current wording is all bold is bold once, its struck wording inside."""
    merged: list[list[str | bool]] = []
    for text, bold, struck in runs:
        if merged and merged[-1][2] == struck and (struck or merged[-1][1] == bold):
            merged[-1][0] = f"{merged[-1][0]}{text}"
        else:
            merged.append([text, bold, struck])
    if not any(struck and str(text).strip() for text, _, struck in merged):
        return bold_runs([(str(text), bool(bold)) for text, bold, _ in merged])
    current = [bool(bold) for text, bold, struck in merged if not struck and str(text).strip()]
    whole = bool(current) and all(current)
    return bold_runs([(_outside(str(text), "~~"), whole) if struck else (str(text), bool(bold))
                      for text, bold, struck in merged])


# What could open an HTML tag, a comment or an autolink (« < » before a letter, « / », « ! »
# or « ? ») and a link (« [ »): the app and the static site render a book's wording as
# Markdown with HTML allowed.
_ACTIVE = re.compile(r"<(?=[A-Za-z/!?])|\[")


def inert(text: str) -> str:
    """Text whose « < » and « [ » are Markdown escapes: shown as written, never markup."""
    return _ACTIVE.sub(lambda m: "\\" + m.group(0), text)


__all__ = ["FORMATS", "bold_runs", "column_letters", "count_label", "inert", "marked_runs", "repeated_letters", "roman"]
