"""One checker for every data file: the schema of its kind, then the rules a schema cannot
say; every problem is returned with its place, in French, for the rules experts who edit
the files.

    >>> check("manifest", {"book": []}, "corpus/manifest.toml")[0].message
    'au moins 1 table [[book]] attendue'

``check_file`` reads the file first (a TOML syntax error is a problem with its line);
``read_checked`` returns the data of a clean file or raises one error listing every problem.
"""

from __future__ import annotations

import tomllib
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from kb.datafiles.nodes import Ref
from kb.datafiles.problems import Problem
from kb.datafiles.reading import TOMLNestingError, loads_toml, toml_error_line
from kb.datafiles.rules import RULES, Rule, RuleContext
from kb.datafiles.schemas import SCHEMAS
from kb.datafiles.walk import Walker
from kb.errors import DataError, KBError, os_reason

Known = Mapping[str, Collection[str] | None]
Rules = Sequence[Rule]


class _Names:
    """The names of each ``Ref``, as the caller gave them (``known``); a ``Ref`` the caller
    left out is a programming error: the checker never looks names up itself."""

    def __init__(self, kind: str, known: Known | None):
        self.kind = kind
        self.known: dict[str, Collection[str] | None] = dict(known or {})

    def __call__(self, ref: Ref) -> Collection[str] | None:
        if ref.name in self.known:
            return self.known[ref.name]
        if ref.fallback and ref.fallback in self.known:
            return self.known[ref.fallback]
        raise ValueError(f"checking a {self.kind} file needs the names of {ref.name!r}: pass them as known={{{ref.name!r}: ...}}"
                         " (None: not checked)")


def check(
    kind: str, data: dict[str, Any], path: Path | str, *, known: Known | None = None, rules: Rules = ()
) -> list[Problem]:
    """Every problem of ``data``, a parsed file of ``kind`` read from ``path``.

    ``known`` gives the names whose home is elsewhere, by the name of their ``Ref``
    (``{"books": ["ropta", "tda"], "topics": None}``; None: not checked); ``rules``, the
    rules whose home is the module reading the file (the glossary's search analyzer),
    run after the kind's own (``kb.datafiles.rules.RULES``)."""
    if kind not in SCHEMAS:
        raise ValueError(f"unknown kind of data file {kind!r} (known: {', '.join(SCHEMAS)})")
    names = _Names(kind, known)
    problems = Walker(names).check(SCHEMAS[kind], data)
    context = RuleContext(Path(path), names)
    for rule in [r for _, r in RULES.get(kind, [])] + list(rules):
        problems += rule(data, context)
    return [replace(p, path=str(path)) for p in problems]


def check_text(
    kind: str, text: str, path: Path | str, *, known: Known | None = None, rules: Rules = ()
) -> tuple[dict[str, Any], list[Problem]]:
    """Parse TOML ``text`` and check it: the data (empty when the TOML is invalid) and
    its problems."""
    data, problems = _parse(text, path)
    if data is None:
        return {}, problems
    return data, check(kind, data, path, known=known, rules=rules)


def _parse(text: str, path: Path | str) -> tuple[dict[str, Any] | None, list[Problem]]:
    """The data of TOML ``text``, or None and the syntax error as a problem with its line."""
    try:
        return loads_toml(text), []
    except TOMLNestingError as exc:
        return None, [Problem("", str(exc), str(path), exc.line)]
    except tomllib.TOMLDecodeError as exc:
        return None, [Problem("", f"TOML invalide : {exc}", str(path), toml_error_line(exc))]


def _read(path: Path) -> tuple[str | None, list[Problem]]:
    try:
        return path.read_text(encoding="utf-8").removeprefix("\ufeff"), []  # (a BOM: see read_utf8)
    except FileNotFoundError:
        message = "fichier introuvable"
    except UnicodeDecodeError as exc:
        message = f"le fichier n'est pas en UTF-8 (octet 0x{exc.object[exc.start]:02x} à la position {exc.start})"
    except OSError as exc:
        message = f"fichier illisible : {os_reason(exc)}"
    return None, [Problem("", message, str(path))]


def parse_file(path: Path | str) -> tuple[dict[str, Any] | None, list[Problem]]:
    """Read and parse the file at ``path``, checking nothing yet: its data, or None and the
    problem (unreadable, TOML syntax). For a loader that must see all its files before it
    knows what to check (the parameters: which books every parameter lists)."""
    text, problems = _read(Path(path))
    if text is None:
        return None, problems
    return _parse(text, path)


def check_file_data(
    kind: str, path: Path | str, *, known: Known | None = None, rules: Rules = ()
) -> tuple[dict[str, Any], list[Problem]]:
    """Read, parse and check the file at ``path``: its data and its problems."""
    data, problems = parse_file(path)
    if data is None:
        return {}, problems
    return data, check(kind, data, path, known=known, rules=rules)


def check_file(kind: str, path: Path | str, *, known: Known | None = None, rules: Rules = ()) -> list[Problem]:
    """Every problem of the file at ``path`` (unreadable, TOML syntax, schema, rules)."""
    return check_file_data(kind, path, known=known, rules=rules)[1]


def problems_message(problems: Iterable[Problem], *, with_files: bool = False) -> str:
    """The problems on one line: ``"2 problèmes : book[0] (x).kind : … ; …"``; each with
    its file when they come from several."""
    items = list(problems)
    shown = [p.located() if with_files else str(p) for p in items]
    return shown[0] if len(shown) == 1 else f"{len(shown)} problèmes : " + " ; ".join(shown)


def raise_problems(
    problems: Iterable[Problem], path: Path | str | None = None, error: type[KBError] = DataError
) -> None:
    """Raise ``error`` listing every problem (nothing when there is none). The error names
    ``path``, or the problems' file when they all come from one; problems from several
    files (a folder of parameter files) each name their own. A lone TOML syntax error
    gives its line."""
    items = list(problems)
    if not items:
        return
    files = {p.path for p in items}
    where = str(path) if path is not None else files.pop() if len(files) == 1 else None
    line = items[0].line if len(items) == 1 else None
    raise error(problems_message(items, with_files=where is None), path=where or None, line=line)


def read_checked(
    kind: str, path: Path | str, *, error: type[KBError] = DataError, known: Known | None = None, rules: Rules = ()
) -> dict[str, Any]:
    """The data of the file at ``path``, checked; raises ``error`` listing every problem."""
    data, problems = check_file_data(kind, path, known=known, rules=rules)
    raise_problems(problems, path, error)
    return data


def parse_checked(
    kind: str, text: str, path: Path | str, *, error: type[KBError] = DataError, known: Known | None = None,
    rules: Rules = (),
) -> dict[str, Any]:
    """The data of TOML ``text`` (read from ``path``), checked; raises like ``read_checked``."""
    data, problems = check_text(kind, text, path, known=known, rules=rules)
    raise_problems(problems, path, error)
    return data
