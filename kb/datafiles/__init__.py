"""The project's TOML data files (manifest, parameters, topics, glossary, worked examples,
house-rules specs, lemma fixes): read one way, checked one way.

- ``read_toml`` / ``parse_toml``: read a file; a syntax error names the file and the line;
- ``parse_file(path)`` → the data of a file and the problem of reading it, checked later
  (a loader that must see all its files first: the parameters);
- ``check(kind, data, path)`` → every ``Problem`` (place, French message) of a parsed file,
  against the schema of its kind (``kb/datafiles/schemas.py``) and the rules a schema
  cannot say (``kb/datafiles/rules.py``); ``check_file(kind, path)`` reads the file first;
- ``read_checked(kind, path)`` → the data of a clean file, or a ``DataError`` (or the
  ``error`` given) listing every problem; ``raise_problems`` does the same for problems a
  loader found itself.

The kinds: ``manifest``, ``parameters``, ``topics``, ``glossary``, ``examples``,
``house_rules``, ``lemmas``, ``limits``… (``SCHEMAS``).
"""

from __future__ import annotations

from kb.datafiles.check import check, check_file, parse_checked, parse_file, raise_problems, read_checked
from kb.datafiles.problems import Problem, place_key
from kb.datafiles.reading import parse_toml, read_toml
from kb.datafiles.rules import RuleContext, items, value_problem
from kb.datafiles.schemas import SCHEMAS

__all__ = [
    "SCHEMAS", "Problem", "RuleContext", "check", "check_file", "items", "parse_checked", "parse_file",
    "parse_toml", "place_key", "raise_problems", "read_checked", "read_toml", "value_problem",
]
