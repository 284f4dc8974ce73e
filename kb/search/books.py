"""The books a query is about: the one it names (« ropta temps de réflexion », « selon le
TDA », « règle TDA ») and the one the reader prefers (chosen once in the app), as weights
over the scores of their articles.

A book is named by its id or its short name, spaces and signs aside (« red cactus »,
« RedCactus », « casino d'aix »): a word or a run of words of the query. The named book's
words are taken out of the words searched (« ropta » would otherwise find the articles that
mention the ROPTA), and its articles weigh NAMED_BOOST: they come first unless another
book's article matches far better. The preferred book weighs PREFERRED_BOOST: its article
comes first among articles of about the same score — what a club that plays that book asks
for — never above a clearly better one.

>>> named_book(["selon", "le", "TDA", "bouton", "mort"], {"tda": "TDA", "aix": "Casino d'Aix"})
('tda', (2,))
>>> named_book(["Casino", "d'Aix", "pourboire"], {"tda": "TDA", "aix": "Casino d'Aix"})
('aix', (0, 1))
>>> named_book(["au", "casino"], {"aix": "Casino d'Aix"}) is None
True
"""

from __future__ import annotations

from collections.abc import Mapping

from kb.text import squeezed

# Measured on « appel du temps » (ROPTA 3.5 scored 0.87 of the best time article, Ciaffone
# 1.35): the preferred book's article passes articles up to a quarter better than it.
PREFERRED_BOOST = 1.25
NAMED_BOOST = 2.0
MAX_NAME_WORDS = 3


def named_book(words: list[str], names: Mapping[str, str]) -> tuple[str, tuple[int, ...]] | None:
    """The book ``words`` (a query's words, in order) name — its id and the positions of the
    words that name it, the longest name first — or None. ``names``: book id → short name."""
    keys: dict[str, str] = {}
    for bid, short in names.items():
        for key in (squeezed(bid), squeezed(short)):
            if key:
                keys.setdefault(key, bid)
    for size in range(MAX_NAME_WORDS, 0, -1):
        for start in range(len(words) - size + 1):
            found = keys.get(squeezed("".join(words[start : start + size])))
            if found is not None:
                return found, tuple(range(start, start + size))
    return None
