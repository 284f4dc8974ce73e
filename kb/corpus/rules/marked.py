"""Struck wording written with any markup (``~~…~~`` in Markdown, ``[barré]…[/barré]``…)."""

from __future__ import annotations

import re
from functools import lru_cache

from kb.corpus.common import split_struck


@lru_cache(maxsize=32)
def _marked(opening: str, closing: str) -> re.Pattern[str]:
    return re.compile(re.escape(opening) + r"(.+?)" + re.escape(closing), re.DOTALL)


def split_marked(text: str, markup: tuple[str, str] | tuple[str, ...]) -> tuple[str, list[str]]:
    """(current wording, struck spans) of ``text`` whose struck wording is written between
    ``markup``'s two marks; no markup (or none in the text): the text as it is.

    >>> split_marked("A [x]B[/x] C", ("[x]", "[/x]"))
    ('A C', ['B'])
    >>> split_marked("A ~~B~~ C", ("~~", "~~"))
    ('A C', ['B'])
    """
    if len(markup) < 2 or not markup[0] or markup[0] not in text:
        return text.strip(), []
    if tuple(markup[:2]) == ("~~", "~~"):
        return split_struck(text)
    pattern = _marked(markup[0], markup[1])
    struck = [s for s in (m.group(1).strip() for m in pattern.finditer(text)) if s]
    current = re.sub(r"[ \t]{2,}", " ", pattern.sub("", text))
    current = re.sub(r" +([,.;:)])", r"\1", current)
    return current.strip(), struck
