"""How much a sentence of a new book says what another book's quote says: the measure
behind the candidate values of :mod:`kb.parameters.candidates`.

Words are folded (no case, no accents) and cut to their first letters (« relances »,
« relance » and « relancer » are one stem), weighted by how rare they are among the
sentences of the library (« joueur » weighs less than « téléphone »), then compared as a
weighted Jaccard index: the weight of the stems both sides share over the weight of all
the stems either side has.

A sentence's polarity says whether it forbids or denies (« ne … pas », « jamais »,
« interdit ») — one denial, or two that cancel: « il n'est pas interdit » allows.

>>> words = Likeness(["Le téléphone est interdit à table.", "Le joueur parle."])
>>> round(words.similarity("Les téléphones sont interdits à la table.", "Le téléphone est interdit à table."), 2)
1.0
>>> polarity("Les téléphones sont interdits."), polarity("Il n'est pas interdit de parler.")
(True, False)
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable
from collections.abc import Set as AbstractSet

from kb.text import fold

STEM = 6  # letters kept of a word: « relances » → « relanc », « téléphones » → « teleph »
_WORD = re.compile(r"[a-z0-9]+")
# Words that say nothing of a rule's content (the weights would make them light; these are
# so frequent they would still add noise to short sentences).
_SMALL = frozenset(
    "le la les un une des du de d l a au aux et ou en y il elle ils elles on se s ce cet cette ces son sa ses "
    "leur leurs qui que qu dont est sont etre sera seront doit doivent peut peuvent par pour sur dans avec "
    "tout tous toute toutes lui eux c n ne pas plus si ainsi alors".split()
)
# A denial: « ne/n' … pas/jamais/plus/aucun/rien/personne », « personne ne/n' » (« si personne
# n'a changé l'action »), « jamais », « sans », « aucun »; and the words that forbid (a
# prohibition is a denial of a permission).
_DENIAL = re.compile(
    r"\bpersonne\s+n(?:e\b|')|\bn(?:e\b|')(?:[^.;]*?)\b(?:pas|jamais|plus|aucun|aucune|rien|nullement|personne)\b"
    r"|\bjamais\b|\baucun(?:e)?\b|\bsans\b"
)
# The words that open a clause of condition, time or subject, and how many words may stand
# between one and the denial it holds (« si l'action avant lui n'a pas changé »: 4)
_SUBORDINATOR = re.compile(r"\b(?:si|qui|que|lorsque|quand|tant)\b|\b(?:s|qu|lorsqu)'")
SUBORDINATE_WORDS = 4
_FORBID = re.compile(r"\b(?:interdit|interdits|interdite|interdites|interdiction|prohibe|prohibes|prohibee|defendu|proscrit)\b")


def stems(text: str) -> list[str]:
    """The content stems of ``text``, in order, numbers left out (they differ from book to
    book): ``stems("Les 3 relances sont illimitées")`` → ``["relanc", "illimi"]``."""
    return [w[:STEM] for w in _WORD.findall(fold(text)) if w not in _SMALL and len(w) > 2 and not w.isdigit()]


def _subordinate(before: str) -> bool:
    """Whether a denial right after ``before`` sits in a clause that only sets the rule's
    conditions or subject (« si l'action n'a pas changé », « tant qu'ils ne gênent pas »,
    « le joueur qui n'est pas là »): a subordinating word a few words back, in one clause."""
    clause = re.split(r"[,;:()]", before)[-1]
    found = list(_SUBORDINATOR.finditer(clause))
    return bool(found) and len(_WORD.findall(clause[found[-1].end():])) <= SUBORDINATE_WORDS


def polarity(text: str) -> bool:
    """True when ``text`` denies or forbids (an odd number of denials and prohibitions),
    leaving out the denials of its conditions: « le téléphone est autorisé tant qu'il ne
    gêne pas » allows."""
    folded = fold(text).replace("’", "'")
    denials = [m for m in _DENIAL.finditer(folded) if not _subordinate(folded[: m.start()])]
    count = len(denials) + len(_FORBID.findall(folded))
    return count % 2 == 1


class Likeness:
    """The stems' weights over a body of sentences (inverse document frequency), and the
    weighted Jaccard similarity of two texts under them."""

    def __init__(self, sentences: Iterable[str]) -> None:
        counts: Counter[str] = Counter()
        total = 0
        for sentence in sentences:
            counts.update(set(stems(sentence)))
            total += 1
        self._idf = {stem: math.log((total + 1) / (n + 0.5)) for stem, n in counts.items()}
        self._unseen = math.log(total + 2)  # a stem no sentence has: as rare as can be

    def weight(self, stem: str) -> float:
        return self._idf.get(stem, self._unseen)

    def similarity(self, a: str | AbstractSet[str], b: str | AbstractSet[str]) -> float:
        """Weighted Jaccard index of the stems of ``a`` and ``b`` (texts or stem sets), 0 to 1."""
        left = set(stems(a)) if isinstance(a, str) else a
        right = set(stems(b)) if isinstance(b, str) else b
        union = sum(self.weight(s) for s in left | right)
        return sum(self.weight(s) for s in left & right) / union if union else 0.0
