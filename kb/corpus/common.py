"""Helpers shared by the parsers: struck wording, slugs, line text normalisation."""

from __future__ import annotations

import re

from kb.text import fold

STRUCK_RE = re.compile(r"~~(.+?)~~", re.DOTALL)


def split_struck(text: str) -> tuple[str, list[str]]:
    """Split Markdown ``~~struck~~`` wording from the current wording.

    Returns the current text (struck spans removed, spaces tidied) and the struck spans in
    order. ``"A ~~B~~ C"`` → ``("A C", ["B"])``.
    """
    struck = [m.group(1).strip() for m in STRUCK_RE.finditer(text)]
    struck = [s for s in struck if s]
    # the space before a span goes with it when a stop follows the span (« A ~~B~~, C » → « A, C »);
    # a space before a stop elsewhere is the text's own (French « blinds ; »)
    current = re.sub(r"[ \t]*~~(?:(?!~~).)+~~(?=[,.;:)])", "", text, flags=re.DOTALL)
    current = STRUCK_RE.sub("", current)
    current = re.sub(r"[ \t]{2,}", " ", current)
    return current.strip(), struck


def squash(text: str) -> str:
    """Runs of white space reduced to one space, ends stripped: ``" a \\t b "`` → ``"a b"``."""
    return " ".join(text.split())  # str.split and re's \s agree on what white space is


def slugify(text: str) -> str:
    """ASCII slug of a heading: ``"Les Blinds"`` → ``"les-blinds"``."""
    t = fold(text)
    t = re.sub(r"[^a-z0-9]+", "-", t)
    return t.strip("-")


def strip_md_emphasis(text: str) -> str:
    """Remove Markdown bold/italic markers (``**x**``, ``__x__``, ``\\*``) from a heading."""
    t = text.replace("\\*", "*")
    t = re.sub(r"\*\*|__", "", t)
    return t.strip()


def content_key(text: str) -> str:
    """A comparison key for conservation checks: letters and digits only, lower case, no
    accents. Two renderings of the same wording (Markdown markup, joined lines, bullets
    turned into characters) have the same key."""
    return re.sub(r"[^0-9a-z]+", "", fold(text))


_HTML_TAG = re.compile(r"</?[A-Za-z][^>]*>")


# Words that open a heading before its number ("ARTICLE 9.6 : …", "Règle 12 : …"): the parsers
# keep the number and the title, not the word, so the word is not missing wording.
HEADING_WORDS = ("article", "art", "regle", "chapitre", "titre", "section", "partie")


def wording_found(line: str, wording_key: str) -> bool:
    """Conservation check of one source line against ``wording_key``, the ``content_key``
    of its article's whole wording (number, title, struck title, text, struck wording,
    example labels and texts).

    A line that mixes current and ``~~struck~~`` wording is split: its current wording and
    each struck span must be found (the parsers keep them apart, so the raw line as a whole
    is not). HTML tags (``2<sup>E</sup>`` → ``2E``) are not wording, and neither is the word
    that opens a heading (``ARTICLE``, ``Règle``…: the number and title are kept, not the word).
    A line whose whole key is found passes, so this check never rejects what the plain
    ``content_key(line) in wording_key`` accepts.
    """
    if content_key(line) in wording_key:
        return True
    for variant in (line, _HTML_TAG.sub("", line)):
        current, struck = split_struck(variant)
        cur = content_key(current)
        found = not cur or cur in wording_key or any(cur.removeprefix(word) in wording_key for word in HEADING_WORDS)
        if found and all(content_key(s) in wording_key for s in struck):
            return True
    return False
