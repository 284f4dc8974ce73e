"""Rule parameters as data: one value per book, each with the exact quote that states it.

The parameters live in ``kb/data/parameters/*.toml`` (one file per theme) and are edited by
a rules expert. Each parameter has an id (``time.seconds_after_call``), a topic of
``kb/data/topics.toml``, a French label, a type (``number`` / ``bool`` / ``enum`` /
``text``), a unit, the allowed values of an enum with their French labels, a French
template used to print a value (``"{value} secondes"``) and, optionally, the ``default``
the engine applies for a book that is silent.

For every book of the corpus the file says one of three things::

    [parameter.values.ropta]              # the book states a value
    value = 30
    article = "ropta:3.5"
    quote = "Le joueur qui hésite se verra donner 30 secondes pour prendre une décision"
    phrase = "30 secondes"                # the words of the quote that state the value
    note = "…"                            # optional

    [parameter.values.ciaffone]           # the book speaks of it but fixes no value
    article = "ciaffone:1.35"
    quote = "Le club a le droit de décréter un temps de réflexion maximum"
    note = "…"                            # (value omitted → value None, with its citation)

    [parameter.values.aix]                # the book is silent ("non précisé")
    unspecified = true
    note = "…"                            # optional

A book named in at least one parameter file may not be left out of any: "not specified" is
a decision of the expert, not an omission. A book of the manifest that no file names yet (a
newly added book) is "non précisé" everywhere, with a note saying so.

- :mod:`.model` — :class:`Parameter`, :class:`BookValue`, :func:`format_number`;
- :mod:`.load` — :func:`load_parameters` reads the files through the data-file checker
  (``kb.datafiles``, kind ``parameters``: one :class:`DataError` listing every problem, in
  French, with its file and place, e.g. ``parameter time.test, livre aix``);
- :mod:`.verify` — :func:`verify_quotes` checks every citation against the parsed books
  with :func:`kb.quotes.find_quote` (a quote found only in struck wording is ``historical``);
- :mod:`.values` — per-book values with house-rules overrides (:func:`book_values`);
- :mod:`.built` — the build step writing ``parameters.json`` and :func:`load_built`
  reading it back (what the app and the commands use: verified once, at build time).
"""

from __future__ import annotations

from kb.datafiles.rules import same_value
from kb.parameters.built import (
    PARAMETERS_FILE,
    VALUE_WARNINGS_FILE,
    build_step,
    load_built,
    load_value_warnings,
    write_built,
)
from kb.parameters.load import load_parameters, load_topic_ids
from kb.parameters.model import NEW_BOOK_NOTE, TYPES, BookValue, Parameter, Value, format_number
from kb.parameters.values import book_values, get_parameter, parameters, with_value
from kb.parameters.verify import verify_quotes

__all__ = [
    "NEW_BOOK_NOTE", "PARAMETERS_FILE", "TYPES", "VALUE_WARNINGS_FILE", "BookValue", "Parameter", "Value",
    "book_values", "build_step", "format_number", "get_parameter", "load_built", "load_parameters",
    "load_topic_ids", "load_value_warnings", "parameters", "same_value", "verify_quotes", "with_value",
    "write_built",
]
