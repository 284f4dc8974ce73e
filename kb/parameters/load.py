"""Reading the parameter files ``kb/data/parameters/*.toml``: the schema, checked one way.

Every problem raises a :class:`DataError` naming the file, the parameter, the book and
the problem (``parameter time.test, book aix: missing …``).

Every book of the manifest that appears in at least one parameter file must be listed by
every parameter ("not specified" is a decision of the expert, not an omission). A book of
the manifest that no parameter file mentions yet (a newly added book) is not an error: its
values are "non précisé", with the note :data:`~kb.parameters.model.NEW_BOOK_NOTE`.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from kb.corpus import load_manifest
from kb.datafiles import read_toml
from kb.errors import DataError
from kb.parameters.model import NEW_BOOK_NOTE, TYPES, BookValue, Parameter, Value
from kb.quotes import normalize_quote
from kb.topics.taxonomy import load_taxonomy

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
PARAMETERS_DIR = DATA_DIR / "parameters"
TOPICS_FILE = DATA_DIR / "topics.toml"

PARAM_FIELDS = {"id", "topic", "label", "type", "unit", "choices", "template", "note", "values", "default"}
VALUE_FIELDS = {"value", "article", "quote", "phrase", "note", "unspecified"}
STRING_FIELDS = ("topic", "label", "type", "unit", "template", "note")


def manifest_book_ids() -> list[str]:
    """The book ids of the corpus manifest, in its order."""
    return [m.id for m in load_manifest()]


def load_topic_ids(path: Path = TOPICS_FILE) -> set[str] | None:
    """The topic ids of ``topics.toml`` (None when the file does not exist)."""
    return {t.id for t in load_taxonomy(path)} if path.exists() else None


def _files(path: Path | None) -> list[Path]:
    p = path or PARAMETERS_DIR
    if p.is_dir():
        files = sorted(p.glob("*.toml"))
        if not files:
            raise DataError("no parameter file (*.toml) in this folder", path=str(p))
        return files
    if not p.exists():
        raise DataError("parameter file not found", path=str(p))
    return [p]


def load_parameters(
    path: Path | str | None = None,
    *,
    books: Iterable[str] | None = None,
    topics: set[str] | None = None,
    check_topics: bool = True,
) -> list[Parameter]:
    """Read and validate the parameter files (a folder of ``*.toml`` or one file).

    ``books`` defaults to the books of the corpus manifest, ``topics`` to the ids of
    ``kb/data/topics.toml`` (topics are not checked while that file does not exist).
    """
    book_ids = list(books) if books is not None else manifest_book_ids()
    topic_ids = topics if topics is not None else load_topic_ids() if check_topics else None
    tables = [(file, _entries(file)) for file in _files(Path(path) if path is not None else None)]
    typed = {book for _, entries in tables for book in _books_named(entries)}
    new_books = {book for book in book_ids if book not in typed}
    params: list[Parameter] = []
    seen: dict[str, str] = {}
    for file, entries in tables:
        for i, entry in enumerate(entries):
            p = _parse_param(entry, i, file, book_ids, topic_ids, new_books)
            if p.id in seen:
                raise DataError(f"parameter {p.id}: defined twice (also in {seen[p.id]})", path=str(file))
            seen[p.id] = str(file)
            params.append(p)
    return params


def _entries(file: Path) -> list[Any]:
    data = read_toml(file)
    entries = data.get("parameter")
    extra = set(data) - {"parameter"}
    if extra:
        raise DataError(f"unknown top-level key(s): {', '.join(sorted(extra))}", path=str(file))
    if not isinstance(entries, list) or not entries:
        raise DataError("no [[parameter]] entries", path=str(file))
    return entries


def _books_named(entries: list[Any]) -> set[str]:
    """The book ids under ``[parameter.values.*]`` of a file's entries (malformed entries
    are skipped here and reported by :func:`_parse_param`)."""
    named: set[str] = set()
    for entry in entries:
        values = entry.get("values") if isinstance(entry, dict) else None
        if isinstance(values, dict):
            named.update(values)
    return named


class _Place:
    """Where a problem is: the file and the parameter (and the book)."""

    def __init__(self, file: str, pid: str):
        self.file, self.pid = file, pid

    def error(self, problem: str, book: str | None = None) -> DataError:
        who = f"parameter {self.pid}" + (f", book {book}" if book else "")
        return DataError(f"{who}: {problem}", path=self.file)


def _parse_param(
    entry: Any,
    index: int,
    file: Path,
    book_ids: list[str],
    topic_ids: set[str] | None,
    new_books: set[str],
) -> Parameter:
    where = str(file)
    if not isinstance(entry, dict):
        raise DataError(f"parameter #{index + 1} is not a table", path=where)
    pid = entry.get("id")
    if not isinstance(pid, str) or not pid:
        raise DataError(f"parameter #{index + 1}: missing field 'id'", path=where)
    place = _Place(where, pid)
    param = _parse_fields(entry, place, topic_ids)
    values = entry["values"]
    if not isinstance(values, dict):
        raise place.error("'values' must be a table keyed by book id")
    unknown_books = set(values) - set(book_ids)
    if unknown_books:
        raise place.error(f"unknown book(s) {', '.join(sorted(unknown_books))} (known: {', '.join(book_ids)})")
    for book in book_ids:
        if book in new_books:
            param.values[book] = None
            param.silent_notes[book] = NEW_BOOK_NOTE
        elif book not in values:
            raise place.error("missing (write `unspecified = true` if the book is silent)", book)
        else:
            _parse_book_value(param, book, values[book], place)
    _check_default(param, entry.get("default"), place)
    return param


def _parse_fields(entry: dict[str, Any], place: _Place, topic_ids: set[str] | None) -> Parameter:
    """The parameter's own fields (everything but the books' values), checked."""
    unknown = set(entry) - PARAM_FIELDS
    if unknown:
        raise place.error(f"unknown field(s): {', '.join(sorted(unknown))}")
    for key in ("topic", "label", "type", "values"):
        if key not in entry:
            raise place.error(f"missing field '{key}'")
    for key in STRING_FIELDS:
        if key in entry and not isinstance(entry[key], str):
            raise place.error(f"field '{key}' must be a string")
    ptype = entry["type"]
    if ptype not in TYPES:
        raise place.error(f"bad type {ptype!r} (expected one of {', '.join(TYPES)})")
    topic = entry["topic"]
    if topic_ids is not None and topic not in topic_ids:
        raise place.error(f"unknown topic {topic!r} (not in {TOPICS_FILE.name})")
    choices = entry.get("choices", {})
    if not isinstance(choices, dict) or not all(isinstance(v, str) for v in choices.values()):
        raise place.error("'choices' must be a table of value = \"French label\"")
    if ptype == "enum" and len(choices) < 2:
        raise place.error("an enum needs at least two 'choices'")
    if ptype != "enum" and choices:
        raise place.error("'choices' is only for enums")
    template = entry.get("template", "")
    if template and "{value}" not in template:
        raise place.error("'template' must contain {value}")
    return Parameter(
        id=place.pid,
        topic=topic,
        label=entry["label"],
        type=ptype,
        unit=entry.get("unit", ""),
        choices=dict(choices),
        template=template,
        note=entry.get("note", ""),
        source=place.file,
    )


def _parse_book_value(param: Parameter, book: str, raw: Any, place: _Place) -> None:
    """Read what ``book`` says (a value with its citation, a citation alone, or silence)
    into ``param.values[book]``."""
    if raw == "unspecified":
        param.values[book] = None
        return
    if not isinstance(raw, dict):
        raise place.error("must be a table (value, article, quote…) or \"unspecified\"", book)
    bad = set(raw) - VALUE_FIELDS
    if bad:
        raise place.error(f"unknown field(s): {', '.join(sorted(bad))}", book)
    for key in ("article", "quote", "phrase", "note"):
        if key in raw and not isinstance(raw[key], str):
            raise place.error(f"field '{key}' must be a string", book)
    if raw.get("unspecified"):
        if set(raw) - {"unspecified", "note"}:
            raise place.error("an unspecified value takes only a 'note'", book)
        param.values[book] = None
        if raw.get("note"):
            param.silent_notes[book] = raw["note"]
        return
    for key in ("article", "quote"):
        if not raw.get(key, "").strip():
            raise place.error(f"missing field '{key}' (or write `unspecified = true`)", book)
    article = raw["article"]
    if ":" not in article or article.split(":", 1)[0] != book:
        raise place.error(f"article {article!r} is not an article id of this book ({book}:…)", book)
    value = raw.get("value")
    if value is not None:
        problem = param.check_value(value)
        if problem:
            raise place.error(f"bad value: {problem}", book)
    phrase = raw.get("phrase", "")
    if phrase and normalize_quote(phrase) not in normalize_quote(raw["quote"]):
        raise place.error(f"phrase {phrase!r} is not part of the quote", book)
    param.values[book] = BookValue(
        value=value, article=article, quote=raw["quote"], phrase=phrase, note=raw.get("note", "")
    )


def _check_default(param: Parameter, default: Value | None, place: _Place) -> None:
    """``default`` (the engine's value for a silent book) must be a valid value that at
    least one book states: the rule shared by the books that say it, never an invention."""
    if default is None:
        return
    problem = param.check_value(default)
    if problem:
        raise place.error(f"bad default: {problem}")
    if not any(same_value(v, default) for v in param.specified().values()):
        raise place.error(f"default {default!r} is not the value of any book")
    param.default = default


def same_value(a: Value | None, b: Value | None) -> bool:
    """Equal values, a boolean never equal to a number (``True`` ≠ ``1``).

    >>> same_value(50, 50.0), same_value(True, 1)
    (True, False)
    """
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return a == b
