"""A hand told in the first person (« moi BTN call », « Je montre (BTN) », « Vilain (BB) lead
1k, je raise à 3k, il call »): the teller's place, when the text says it, written for « je »,
and heads-up « il » (the opponent's action) for the other player — so that the readers,
which know players by their names and places, read who did what.

>>> first_person("HU 100/200. Vilain (BB) lead 1k, je raise a 3k, il call. Je peux voir ?")[0]
'HU 100/200. BB lead 1k, BTN raise a 3k, BB call. BTN peut voir ?'
"""

from __future__ import annotations

import re

from kb.engine.description.beyond_words import fold, places_pattern, words

# « je » and the verbs whose third person differs from the first.
_VERBS = {"ai": "a", "peux": "peut", "veux": "veut", "suis": "est", "dois": "doit", "vais": "va", "fais": "fait",
          "mets": "met", "prends": "prend", "sais": "sait", "pousse": "pousse"}
# The opponent's actions said « il » heads-up (« il call », « il muck »).
_ACTS = (r"(?:call|paie|paye|suit|muck|jette|montre|retourne|relance|raise|bet|mise|check|fold|se couche|shove|fait|envoie|push|lead|limp"
         r"|[345]-?bet|rerelance|re-?raise|open|ouvre|complete|complète|tanke|abat)")
# The heads-up pairs: the button is the small blind.
_OTHER = {"BTN": "BB", "SB": "BB", "BB": "BTN"}


def _teller(text: str) -> tuple[str | None, str | None]:
    """(the teller's place, the opponent's place) said in ``text``, each as written or None."""
    p = places_pattern()
    at = r"(?:au |en |a la |à la |le |la |l')?"
    me = next((m.group(1) for pattern in (rf"\bmoi\s*[,:(]?\s*{at}({p})(?![\w'])", rf"(?<![\w'])({p})\s*\(\s*moi\s*\)",
                                          rf"\bje\s+\w+\s*\(\s*({p})\s*\)", rf"\b(?:je suis|j'[eé]tais) {at}({p})(?![\w'])")
               if (m := re.search(pattern, text, re.IGNORECASE))), None)
    them = next((m.group(1) for pattern in (rf"\b(?:vilain|villain|mon adversaire)\s*[,:(]?\s*{at}({p})(?![\w'])",
                                            rf"(?<![\w'])({p})\s*\(\s*(?:vilain|villain)\s*\)")
                 if (m := re.search(pattern, text, re.IGNORECASE))), None)
    return me, them


def first_person(text: str) -> tuple[str, str | None]:
    """``text`` with « je » written as the teller's place and, heads-up, the opponent's « il »
    as his; and the teller's place (None when the text does not say it: then unchanged)."""
    me, them = _teller(text)
    f = fold(text)
    heads_up = any(n == 2 and re.search(pattern, f) for n, pattern in words().count_words) \
        or re.search(r"(?<![\d.,])(?:2|deux) ?(?:joueurs|j\b|-?max\b|-?handed\b)", f) is not None
    place = {w: code for w, code in words().places.items()}
    if me is None and them is not None and heads_up:
        me = _OTHER.get(place.get(fold(them).lower(), ""))
    if me is None:
        return text, None
    me = place.get(fold(me).lower(), me)  # written as its code (« BTN »): « bouton peut … ? » would ask about the button
    if them is None and heads_up:
        them = _OTHER.get(me)
    elif them is not None:
        them = place.get(fold(them).lower(), them)
    p = places_pattern()
    # the markers go: « Moi UTG, je relance », « je suis au bouton, j'ouvre » (a declaration alone), « moi BTN
    # call » → « BTN call », « Je montre (BTN) » → « Je montre », « Vilain (BB) » → « BB »
    text = re.sub(rf"\b(?:moi|je suis|j'[eé]tais)\s*[,:(]?\s*(?:au |en |a la |à la |le |la |l')?(?:{p})(?![\w'])(?:\s*\))?\s*[,.;:]\s*",
                  "", text, flags=re.IGNORECASE)
    text = re.sub(rf"\bmoi\s*[,:(]?\s*((?:au |en |a la |à la |le |la |l')?(?:{p}))(?![\w'])(?:\s*\))?", r"\1", text, flags=re.IGNORECASE)
    text = re.sub(rf"(?<![\w'])({p})\s*\(\s*moi\s*\)", r"\1", text, flags=re.IGNORECASE)
    text = re.sub(rf"\b(je\s+\w+)\s*\(\s*(?:{p})\s*\)", r"\1", text, flags=re.IGNORECASE)
    text = re.sub(rf"\b(?:vilain|villain|mon adversaire)\s*[,:(]?\s*((?:{p}))(?![\w'])(?:\s*\))?", r"\1", text, flags=re.IGNORECASE)
    text = re.sub(rf"(?<![\w'])({p})\s*\(\s*(?:vilain|villain)\s*\)", r"\1", text, flags=re.IGNORECASE)
    text = re.sub(r"\bje\s+(\w+)", lambda m: f"{me} {_VERBS.get(m.group(1).lower(), m.group(1))}", text, flags=re.IGNORECASE)
    text = re.sub(r"\bj[’'](\w+)", lambda m: f"{me} {_VERBS.get(m.group(1).lower(), m.group(1))}", text, flags=re.IGNORECASE)
    if them is not None:
        text = re.sub(rf"(?<![\w'’])(?:il|elle)\s+(?={_ACTS}\b)", f"{them} ", text, flags=re.IGNORECASE)
        text = re.sub(r"\b(?:le |l')?(?:vilain|villain|mon adversaire)\b", them, text, flags=re.IGNORECASE)
    return text, me
