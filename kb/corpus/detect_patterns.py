"""How layout detection reads a book's lines and writes the patterns of the profile it
guesses — shared by its plain-text and Markdown branches (``kb.corpus.detect``,
``kb.corpus.detect_markdown``) and the levels they are made of (``kb.corpus.detect_levels``).

A level read on Markdown ``#`` headings matches their text as it is; one read on lines
matches the generic parser's source lines, emphasis and bullets included (:func:`tolerant`).

>>> lead("**2: Mises.**   Une mise se fait en un seul geste.")
'**2: Mises.**'
>>> literal("## Objet   (1)")
'^## Objet \\\\(1\\\\)$'
"""

from __future__ import annotations

import re

from kb.corpus.common import squash, strip_md_emphasis
from kb.corpus.layouts import BULLET, CANDIDATES, run_in

# Any heading's text, as its title: a level of unnumbered Markdown headings.
ANY_TITLE = r"^(?P<title>.+)$"


def tolerant(pattern: str, bullets: bool = True) -> str:
    """``pattern`` that also reads the line set in bold (``**Article 1 - Objet**``) or after
    a list's bullet (``- Règle 1 : …``; not with ``bullets=False``: a part's bare title is no
    list's item): the generic parser reads source lines as written, emphasis and all."""
    return rf"^{BULLET if bullets else ''}{'?' if bullets else ''}(?:\*\*|__)?" + pattern.removeprefix("^").removesuffix("$") + r"(?:\*\*|__)?$"


def read_as(pattern: str, on: str) -> str:
    """``pattern`` as a level read ``on`` Markdown headings (``"heading"``: as it is) or on
    lines (``"line"``: :func:`tolerant`) matches."""
    return pattern if on == "heading" else tolerant(pattern)


def literal(line: str) -> str:
    """A pattern matching exactly ``line`` (squashed), readable: ``"## Objet (1)"`` →
    ``"^## Objet \\(1\\)$"``."""
    return "^" + re.escape(squash(line)).replace("\\ ", " ").replace("\\#", "#") + "$"


def lead(line: str) -> str:
    """The line as detection reads it, squashed: a run-in heading's bold lead when it reads
    as a numbered heading (« **2: Mises.** Une mise… » → « **2: Mises.** »), else the line."""
    line = squash(line)
    head, rest = run_in(line)
    plain = strip_md_emphasis(head)
    return head if rest and any(re.match(c.pattern, plain) for c in CANDIDATES) else line
