"""Reading the parameter files ``kb/data/parameters/*.toml`` into :class:`Parameter` objects.

Each file is checked by the data-file checker (``kb.datafiles``, kind ``parameters``: the
schema and its rules — a value of the parameter's type, an article of the book, a phrase
inside its quote, a default stated by some book, every listed book present); every problem
of every file is raised at once in one :class:`DataError`, in French, with its place
(``parameter time.test, livre aix : livre manquant …``). What is left here is what spans
files: a parameter defined in two files.

Every book of the manifest that appears in at least one parameter file must be listed by
every parameter ("not specified" is a decision of the expert, not an omission). A book of
the manifest that no parameter file mentions yet (a newly added book) is not an error: its
values are "non précisé", with the note :data:`~kb.parameters.model.NEW_BOOK_NOTE`.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from pathlib import Path
from typing import Any

from kb.corpus import load_manifest
from kb.datafiles import Problem, check, items, parse_file, raise_problems
from kb.errors import DataError
from kb.parameters.model import NEW_BOOK_NOTE, BookValue, Parameter
from kb.topics.taxonomy import load_taxonomy

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
PARAMETERS_DIR = DATA_DIR / "parameters"
TOPICS_FILE = DATA_DIR / "topics.toml"

def load_topic_ids(path: Path = TOPICS_FILE) -> set[str] | None:
    """The topic ids of ``topics.toml`` (None when the file does not exist)."""
    return {t.id for t in load_taxonomy(path)} if path.exists() else None


def _files(path: Path | None) -> list[Path]:
    """The parameter files: every ``*.toml`` of a folder, or the one file given."""
    p = path or PARAMETERS_DIR
    if not p.is_dir():
        return [p]  # a missing file is reported by the checker ("fichier introuvable")
    files = sorted(p.glob("*.toml"))
    if not files:
        raise DataError("aucun fichier de paramètres (*.toml) dans ce dossier", path=str(p))
    return files


def load_parameters(
    path: Path | str | None = None,
    *,
    books: Iterable[str] | None = None,
    topics: set[str] | None = None,
    check_topics: bool = True,
) -> list[Parameter]:
    """Read and check the parameter files (a folder of ``*.toml`` or one file).

    ``books`` defaults to the books of the corpus manifest, ``topics`` to the ids of
    ``kb/data/topics.toml`` (topics are not checked while that file does not exist, nor
    with ``check_topics=False``). Raises one :class:`DataError` listing every problem.
    """
    book_ids = list(books) if books is not None else [m.id for m in load_manifest()]
    topic_ids = topics if topics is not None else load_topic_ids() if check_topics else None
    read = [(file, *parse_file(file)) for file in _files(Path(path) if path is not None else None)]
    tables = [(file, data) for file, data, _ in read if data is not None]
    named = {book for _, data in tables for book in _books_named(data)}
    new_books = [book for book in book_ids if book not in named]
    known = {
        "books": book_ids,
        "listed_books": [b for b in book_ids if b not in new_books],
        "topics": None if topic_ids is None else sorted(topic_ids),  # a set: sorted, for stable messages
    }
    problems = [p for _, _, unread in read for p in unread]
    for file, data in tables:
        problems += check("parameters", data, file, known=known)
    problems += _defined_twice(tables)
    raise_problems(problems)
    return [
        _parameter(entry, file, book_ids, new_books)
        for file, data in tables
        for _, entry in items("parameters", "parameter", data)
    ]


def _books_named(data: dict[str, Any]) -> set[str]:
    """The book ids under ``[parameter.values.*]`` of a file (whatever their shape: the
    checker reports malformed entries)."""
    named: set[str] = set()
    for _, entry in items("parameters", "parameter", data):
        values = entry.get("values")
        if isinstance(values, dict):
            named.update(values)
    return named


def _defined_twice(tables: list[tuple[Path, dict[str, Any]]]) -> list[Problem]:
    """A parameter id defined in two files (the checker sees one file at a time and
    reports an id repeated within it)."""
    first: dict[str, Path] = {}
    out: list[Problem] = []
    for file, data in tables:
        ids = {entry.get("id"): place for place, entry in items("parameters", "parameter", data)}
        for pid, place in ids.items():
            if not isinstance(pid, str):
                continue
            if pid in first and first[pid] != file:
                out.append(Problem(str(place.key("id")), f"identifiant en double {pid!r} (déjà défini dans {first[pid]})", str(file)))
            first.setdefault(pid, file)
    return out


def _parameter(entry: dict[str, Any], file: Path, book_ids: list[str], new_books: Collection[str]) -> Parameter:
    """The :class:`Parameter` of a checked ``[[parameter]]`` entry (its keys are fields of
    Parameter); a new book (named in no file yet) is "non précisé" with :data:`NEW_BOOK_NOTE`."""
    param = Parameter(**{key: value for key, value in entry.items() if key != "values"}, source=str(file))
    for book in book_ids:
        if book in new_books:
            param.values[book] = None
            param.silent_notes[book] = NEW_BOOK_NOTE
        else:
            _book_value(param, book, entry["values"][book])
    return param


def _book_value(param: Parameter, book: str, raw: str | dict[str, Any]) -> None:
    """What a checked ``[parameter.values.<book>]`` says: a value with its citation, a
    citation alone (value None), or silence (``"unspecified"`` / ``unspecified = true``,
    with an optional note)."""
    if isinstance(raw, str) or raw.get("unspecified") is True:
        param.values[book] = None
        note = raw.get("note", "") if isinstance(raw, dict) else ""
        if note:
            param.silent_notes[book] = note
        return
    param.values[book] = BookValue(
        value=raw.get("value"), article=raw["article"], quote=raw["quote"],
        phrase=raw.get("phrase", ""), note=raw.get("note", ""),
    )
