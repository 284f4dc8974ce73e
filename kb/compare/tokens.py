"""Word and punctuation tokens of the books' wording, as the diffs compare them.

>>> tokens("Une relance de 1 000 jetons, l'annonce")
['Une', 'relance', 'de', '1 000', 'jetons', ',', "l'annonce"]
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from kb.quotes import normalize_quote

_TOKEN = re.compile(r"\d+(?:[  \u202f]\d{3})*(?:[.,]\d+)?%?|\w+(?:[-'’]\w+)*|[^\w\s]")
_NUMBER_TOKEN = re.compile(r"^\d")
NUMBER_WORDS = frozenset(
    "deux trois quatre cinq six sept huit neuf dix onze douze vingt trente quarante cinquante "
    "soixante cent mille moitié double triple premier première dernier dernière deuxième second seconde".split()
)
# Words after which a number is the number of a cross-reference (Règle 69), not a quantity.
REF_WORDS = frozenset({"règle", "règles", "regle", "rp", "§", "article", "voir"})


def tokens(text: str) -> list[str]:
    """Word and punctuation tokens of a text (Markdown emphasis removed)."""
    return _TOKEN.findall(normalize_quote(text))


def token_key(token: str) -> str:
    """The form in which tokens are compared: ``"Jetons"`` → ``"jetons"``."""
    return unicodedata.normalize("NFC", token).casefold().replace("’", "'")


def is_number(token: str) -> bool:
    return bool(_NUMBER_TOKEN.match(token)) or token_key(token) in NUMBER_WORDS


def is_word(token: str) -> bool:
    return bool(re.match(r"\w", token))


def words(text: str) -> list[str]:
    """The compared forms of the words of a text (punctuation left out)."""
    return [token_key(t) for t in tokens(text) if is_word(t)]


def has_number(toks: Sequence[str]) -> bool:
    """A number among the tokens, other than the number of a cross-reference (Règle 69)."""
    for i, t in enumerate(toks):
        if is_number(t) and not (i > 0 and token_key(toks[i - 1]) in REF_WORDS):
            return True
    return False


def join_tokens(toks: Sequence[str]) -> str:
    """Tokens back to running text: ``["30", "secondes", ","]`` → ``"30 secondes,"``."""
    out = ""
    for t in toks:
        if out and not re.match(r"^[,.;:)\]»%”]", t) and not out.endswith(("(", "[", "«", "“", "'", "’")):
            out += " "
        out += t
    return out
