"""Long texts cut in pieces for the language model (:func:`kb.nlp.parse_many`).

spaCy refuses a text longer than ``nlp.max_length`` (a million characters: « [E088] »),
and its memory grows with the characters of one batch: the build parses any article the
import accepted, so a longer text is parsed in pieces of at most :data:`PIECE_CHARS`
characters, cut after a line's end (else a space), a few pieces a batch, and joined back
into one doc of the same text. A text of a million characters: 16 s and 0.5 GB in pieces
of 20 000, five a batch; 37 s and 3 GB in batches of 256 (the longest built-in article
has 4 000 characters).
"""

from __future__ import annotations

PIECE_CHARS = 20_000
PIECES_A_BATCH = 5


def pieces(text: str, size: int = PIECE_CHARS) -> list[str]:
    """``text`` cut into pieces of at most ``size`` characters, each ending after a line
    break (else a space) where it can, whose concatenation is ``text``.

    >>> pieces("un deux\\ntrois quatre", 10)
    ['un deux\\n', 'trois ', 'quatre']
    """
    out, start = [], 0
    while len(text) - start > size:
        end = start + size
        cut = text.rfind("\n", start + size // 2, end)
        if cut < 0:
            cut = text.rfind(" ", start + size // 2, end)
        cut = end if cut < 0 else cut + 1
        out.append(text[start:cut])
        start = cut
    out.append(text[start:])
    return out
