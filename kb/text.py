"""Small text helpers shared by the parsers, the NLP, the quantities and the search:
accent folding, one way."""

from __future__ import annotations

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
