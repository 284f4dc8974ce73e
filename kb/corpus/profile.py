"""A book's layout profile: how its headings, examples, struck wording, front matter and
page furniture are written — as data, read by the generic parser (``kb.corpus.generic``).

A profile is a TOML file (``corpus/profiles/<book>.toml``, a file named by the manifest's
``profile``, or an inline table of the manifest entry), checked like every data file
(``kb.datafiles``, kind ``profile``). Every field has a default, so ``Profile()`` is a
usable profile: numbered lines ``1.``, ``1.2``, ``1.2.3`` open articles. The format is
documented field by field in ``docs/profiles.md``.

>>> p = profile_from_dict({"level": [{"pattern": "^Règle (?P<number>\\\\d+) : (?P<title>.+)$"}]}, "x.toml")
>>> p.levels[0].parent, p.examples == DEFAULT_EXAMPLES
('number', True)
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from kb.datafiles import check, raise_problems, read_checked
from kb.errors import CorpusError

# ``1.``, ``1.2``, ``1.2.3.`` followed by a title: the most common numbering of a rulebook.
DEFAULT_PATTERN = r"^(?P<number>\d+(?:\.\d+)*)\.?\s+(?P<title>\S.*)$"
# ``Exemple :``, ``Exemple 1 :``, ``Example 2:``, ``Ex :``, ``Cas A :``, ``Situation 2 :`` at the start of a line.
DEFAULT_EXAMPLES = (r"^\**(?P<label>Ex[ae]mples?(?:\s+\d+(?:-[A-Z])?)?|Ex|Cas\s+[A-Z]\d*|Situation\s+\d+)\**\s*:",)
# A table-of-contents line: a title, dot leaders (or spaced dots) and a page number.
DEFAULT_TOC = r"^\S.*?(?:\.{4,}|…{2,}|(?:\s?\.){4,}|_{4,})\s*\d+\s*$"
# A page number alone on its line: ``12``, ``- 12 -``, ``Page 3``, ``3/12``, ``Page 3 sur 12``, ``Page 3 of 12``.
PAGE_NUMBER = r"^(?:[Pp]age\s+)?[-–—]?\s*\d{1,4}\s*[-–—]?(?:\s*(?:/|sur|of)\s*\d{1,4})?$"

LEVEL_ON = ("line", "heading")


# A code's article number: the part's letter, then a hyphenated number (« L. 320-1 », « R321-4 »).
_CODE_NUMBER = re.compile(r"^([LRD])\.?\s?(?=\d+-\d)")
_CODE_PARTS = {"L": 1, "R": 2, "D": 2}
# A number written as a word: « Article premier » is article 1 (French legal style).
_NUMBER_WORDS = {"premier": "1", "première": "1"}


def book_number(number: str) -> str:
    """A heading's number as the book's id writes it: ``"premier"`` → ``"1"``, ``"12 bis"``
    → ``"12bis"``, ``"5 A"`` → ``"5A"``, ``"IV – 2"`` → ``"IV-2"``, else as is."""
    number = re.sub(r"\s*[–—]\s*|\s+-\s*|\s*-\s+", "-", number)
    number = _CODE_NUMBER.sub(r"\1", number)  # « L. 320-1 » → « L320-1 »
    number = re.sub(r"(?<=\d)\s*(BIS|TER|QUATER)$", lambda m: m.group(1).lower(), number)  # « 10 BIS » → « 10bis »
    return _NUMBER_WORDS.get(number.strip().lower(), re.sub(r"\s+(?=(?:bis|ter|quater|[A-Z])$)", "", number))


# A number inserted by a new edition between two others, after the one it follows: « 5-A »,
# « 5A », « 5 A » (before the heading's punctuation), « 5bis », « 5 ter ».
INSERTED = r"(?:-?[A-Z](?![\w])|\s[A-Z](?=\s*[:.)–—-])|\s?(?:bis|ter|quater|BIS|TER|QUATER)\b)"
_INSERTED_END = re.compile(rf"\d{INSERTED}$")


def inserted(number: str) -> bool:
    """Does ``number`` carry an inserted number's suffix? ``"5-A"``, ``"5bis"`` → True;
    ``"5"``, ``"5.1"`` → False."""
    return bool(_INSERTED_END.search(number))


def with_inserted(pattern: str) -> str:
    r"""``pattern`` whose ``number`` group also reads an inserted number after its digits
    (:data:`INSERTED`), so that a rule a new edition inserts (« 5-A ») opens an article of
    its own instead of running into the rule before it; a pattern without a ``number``
    group reading digits is returned as is.

    >>> import re
    >>> re.match(with_inserted(r"^(?P<number>\d{1,3}):\s*(?P<title>.*)$"), "5-A: Montres").group("number")
    '5-A'
    """
    start = pattern.find("(?P<number>")
    if start < 0:
        return pattern
    depth, i, in_class = 0, start, False
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                break
        i += 1
    group = pattern[start:i]
    if depth or "\\d" not in group or INSERTED in group:
        return pattern
    return f"{pattern[:i]}{INSERTED}?{pattern[i:]}"


def number_key(number: str) -> tuple[int, ...]:
    """A book's number as a key that sorts in the book's order: digits as numbers, a
    letter as its rank in the alphabet.

    >>> number_key("9.6"), number_key("39a"), number_key("B"), number_key("premier")
    ((9, 6), (39, 1), (2,), (1,))
    """
    number = book_number(number)
    if code := _CODE_NUMBER.match(number):  # a code's parts in order: L (the law), then R and D
        return (_CODE_PARTS[code.group(1)], *number_key(number[code.end(1):]))
    return tuple(int(t) if t.isdigit() else ord(t.lower()) - 96 for t in re.findall(r"\d+|[A-Za-z]", number))
PARENTS = ("number", "outline", "part", "none")
KINDS = ("rule", "section", "procedure", "part", "intro", "front", "annex")


@dataclass(frozen=True)
class Level:
    """One kind of heading that opens an article (``[[level]]`` in the TOML file).

    The levels are tried in their order on every line; the first that matches opens the
    article. ``pattern`` names its groups ``number`` and ``title`` (without names: group 1
    is the number, the last group the title; a level with ``numbered = false`` needs only
    a title).
    """

    name: str = "article"  # what the level is called in messages and in ``before``
    pattern: str = DEFAULT_PATTERN  # regular expression over the line (or the heading's wording)
    on: str = "line"  # "line": any source line (runs of spaces squashed); "heading": a Markdown heading
    markdown_levels: tuple[int, ...] = ()  # with on = "heading": only these ``#`` levels (empty: any)
    kind: str = "rule"  # the articles' kind: rule | section | procedure | part | intro; front: no
    # article, the heading and its text are front matter (a "Sommaire" and its table of contents);
    # annex: no article either, the heading names an article read earlier (an addendum's
    # « Rule 16: … ») and it and its lines up to the next heading are that article's examples
    numbered: bool = True  # the id is the book's number; false: a slug of the title (``les-blinds``)
    number_format: str = "{number}"  # the number as the id writes it (``PR-{number}``)
    slug_prefix: str = ""  # put before the slug of an unnumbered heading (``intro-``)
    parent: str = "number"  # number (9.6 → 9) | outline (rank, or # level) | part (last part) | none
    root_depth: int = 1  # with parent = number: numbers of this many components have no parent
    rank: int = 0  # with parent = outline: depth of this level (0: the Markdown ``#`` level, else 1)
    order: str = "any"  # any | increasing (each number above the previous) | next (1, 2, 3… exactly)
    per_part: bool = False  # numbers start again in each part: the id is ``<part>.<number>`` (``A.1``)
    isolated: bool = False  # the line must stand between blank lines (a PDF's headings)
    max_length: int = 0  # the longest line a heading may be (0: no limit)
    next_line: str = ""  # a pattern the next non-blank line must match, or "@level" (it opens one)
    before: str = ""  # the level only applies before the first heading of this other level
    # the name of another level: this one's numbers (``a``, ``b``) are read under that
    # level's last heading — id ``4.a``, parent ``4`` — and start again under each one
    within: str = ""
    # with per_part, the name of the part level the numbers start again in, when smaller
    # parts nest in those parts and the numbers run on through them (« Article 3 » in
    # « Section 2 » of « Chapitre 1 »): ids carry that part's number (``1.3``), not the
    # smaller part's; empty: the current part, whatever its level
    restart_in: str = ""
    # a heading with a number and no title (« Article 1 » alone, as a PDF extraction often
    # leaves it) takes the next line as its title when that line reads as one
    title_below: bool = False
    # a pattern over the title with groups ``title`` and ``rest``: a heading whose text starts
    # on its own line (« Article 2 – Mises : une mise se fait… ») keeps ``title`` as its
    # title, and ``rest`` starts its text
    title_split: str = ""


@dataclass(frozen=True)
class Profile:
    """How a book is laid out (see the module docstring and ``docs/profiles.md``)."""

    name: str = ""  # a label for the layout ("ROPTA 2025", "club, numérotation 1.1")
    description: str = ""  # free text: what the profile recognises, which quirks it leaves out
    levels: tuple[Level, ...] = (Level(),)  # the headings that open articles, tried in order
    body_headings: tuple[str, ...] = ()  # headings matching these patterns stay in the article's text
    front_matter_end: str = ""  # a pattern of the body's first line ("": the first heading)
    toc_line: str = DEFAULT_TOC  # table-of-contents lines (front matter wherever they stand)
    furniture: tuple[str, ...] = ()  # patterns of page furniture (running headers…) → front matter
    page_numbers: bool = True  # lines that are only a page number are furniture
    repeated_lines: int = 0  # a short line met this many times or more is a running header (0: off)
    examples: tuple[str, ...] = DEFAULT_EXAMPLES  # lines starting a worked example (group ``label``)
    struck_markup: tuple[str, str] = ("~~", "~~")  # opening and closing marks of struck wording
    duplicates: str = "suffix"  # a number met twice: suffix (``12-2``) or error

    def to_toml(self) -> str:
        """The profile as a TOML file ``load_profile`` reads back (every field written)."""
        lines = [f"{f.name} = {_toml(getattr(self, f.name))}" for f in fields(self) if f.name != "levels"]
        for level in self.levels:
            lines += ["", "[[level]]"]
            lines += [f"{f.name} = {_toml(getattr(level, f.name))}" for f in fields(level)]
        return "\n".join(lines) + "\n"


def _toml(value: Any) -> str:
    """A TOML value: a literal string for a pattern (no escaping to read), else JSON-like.
    ``_toml("^\\\\d+$")`` → ``"'^\\\\d+$'"``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, tuple):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    text = str(value)
    if "'" not in text and "\n" not in text and text.isprintable():
        return f"'{text}'"
    return json.dumps(text, ensure_ascii=False)


_LEVEL_KEYS = {f.name for f in fields(Level)}
_PROFILE_KEYS = {f.name for f in fields(Profile)} - {"levels"}


def _tuples(data: dict[str, Any], keys: set[str]) -> dict[str, Any]:
    """The fields of ``data`` among ``keys``, lists made tuples (frozen dataclasses)."""
    return {k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k in keys}


def profile_from_dict(data: dict[str, Any], where: str | Path) -> Profile:
    """The profile a parsed TOML table describes; a CorpusError names ``where`` and lists
    every problem with its place, in French (``level[0] (rule).pattern : …``)."""
    raise_problems(check("profile", data, where), where, CorpusError)
    levels = tuple(Level(**_tuples(level, _LEVEL_KEYS)) for level in data.get("level", []))
    fields_: dict[str, Any] = _tuples(data, _PROFILE_KEYS)
    if levels:
        fields_["levels"] = levels
    return Profile(**fields_)


def load_profile(path: Path) -> Profile:
    """Read and check a profile file (kind ``profile`` of ``kb.datafiles``)."""
    return profile_from_dict(read_checked("profile", path, error=CorpusError), path)
