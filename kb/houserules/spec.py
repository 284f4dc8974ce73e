"""The house-rules spec: a small TOML file a director writes (or the app saves).

Schema (see ``template.toml`` for a commented starter, printed by ``kb house-rules --template``)::

    base = "ropta"                      # the base rulebook (a book id)

    [event]                             # title page
    name = "…"  organiser = "…"  date = "…"  contact = "…"  location = "…"

    [options]
    full_text = true                    # false: only the changed articles
    examples = true                     # include the books' worked examples

    [set]                               # parameter overrides, by parameter id
    "time.seconds_after_call" = 40
    "phone.on_table_allowed" = { value = false, article = "ropta:1.3" }

    [[adopt]]                           # an article of another book
    article = "tda:29"
    replaces = "ropta:3.5"              # …replacing a base article, or:
    # after = "ropta:3.5"               # …inserted after a base article

    [[remove]]
    article = "ropta:3.6"
    reason = "…"                        # optional

    [[add]]
    title = "…"
    text = "…"                          # Markdown
    after = "ropta:1.3"
    number = "1.3 bis"                  # optional

Reading is done in two passes that never stop at the first problem: ``parse_spec``
(:mod:`kb.houserules.specfile`) checks the shape with the checker every data file goes
through (``kb.datafiles``, kind ``house_rules``: TOML syntax, unknown keys, wrong types,
``base`` and ``event.name`` present, each ``[[adopt]]`` has exactly one of ``replaces`` /
``after``); ``validate_spec`` (:mod:`kb.houserules.validate`) checks the spec against the
library and the parameters. ``check_spec_text`` runs both and raises one ``SpecError``
listing every problem with its place in the spec (``set."time.seconds_after_call"``,
``adopt[0].replaces`` — array indexes start at 0).

This module gathers the names the commands, the app and the tests use.
"""

from __future__ import annotations

from collections.abc import Iterable

from kb.datafiles import Problem, place_key
from kb.houserules.parts import Addition, Adoption, Event, Options, Override, Removal
from kb.houserules.specfile import Spec, SpecError, dump_spec, parse_spec_text
from kb.houserules.validate import ParameterLike, validate_spec
from kb.model import Library

__all__ = [
    "Addition", "Adoption", "Event", "Options", "Override", "ParameterLike", "Problem", "Removal", "Spec",
    "SpecError", "check_spec_text", "dump_spec", "parse_spec_text", "place_key", "validate_spec",
]


def check_spec_text(text: str, library: Library, parameters: Iterable[ParameterLike], *, path: str | None = None) -> Spec:
    """Parse and validate a spec; raises SpecError listing every problem at once."""
    spec, problems = parse_spec_text(text)
    if not any(p.place == "" for p in problems):  # TOML syntax errors stop here
        # a problem both passes find (a number that is not finite) is said once
        problems += [p for p in validate_spec(spec, library, parameters) if p not in problems]
    if problems:
        raise SpecError(problems, path=path)
    return spec
