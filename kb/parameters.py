"""Rule parameters as data: one value per book, each with the exact quote that states it.

The parameters live in ``kb/data/parameters/*.toml`` (one file per theme) and are edited by
a rules expert. Each parameter has an id (``time.seconds_after_call``), a topic of
``kb/data/topics.toml``, a French label, a type (``number`` / ``bool`` / ``enum`` /
``text``), a unit, the allowed values of an enum with their French labels, and a French
template used to print a value (``"{value} secondes"``).

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

A book may not be left out: every parameter lists all the books of the manifest, so that
"not specified" is a decision of the expert, not an omission.

``load_parameters`` checks the schema; ``verify_quotes`` checks every citation against the
parsed books with :func:`kb.quotes.find_quote` (word for word; a quote found only in the
struck wording is accepted and flagged ``historical``). Both raise :class:`DataError`
naming the file, the parameter, the book and the problem.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from kb.datafiles import read_toml
from kb.errors import DataError
from kb.model import Library
from kb.quotes import find_quote, normalize_quote

DATA_DIR = Path(__file__).resolve().parent / "data"
PARAMETERS_DIR = DATA_DIR / "parameters"
TOPICS_FILE = DATA_DIR / "topics.toml"

TYPES = ("number", "bool", "enum", "text")
PARAM_FIELDS = {"id", "topic", "label", "type", "unit", "choices", "template", "note", "values"}
VALUE_FIELDS = {"value", "article", "quote", "phrase", "note", "unspecified"}
Value = int | float | bool | str


@dataclass
class BookValue:
    """What one book says about a parameter, with its citation.

    ``value`` is None when the book addresses the question but fixes no value (for
    example it leaves it to the organiser); the quote then shows where it says so.
    ``phrase`` is the exact part of ``quote`` that states the value ("30 secondes"), used to
    highlight it or substitute a new value in the article's own wording.
    ``historical`` is set by :func:`verify_quotes` when the quote stands only in the struck
    (deleted) wording of the article.
    """

    value: Value | None
    article: str
    quote: str
    phrase: str = ""
    note: str = ""
    historical: bool = False

    @property
    def book(self) -> str:
        return self.article.split(":", 1)[0]

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"value": self.value, "article": self.article, "quote": self.quote, "note": self.note}
        if self.phrase:
            d["phrase"] = self.phrase
        if self.historical:
            d["historical"] = True
        return d


@dataclass
class Parameter:
    """One rule parameter and what each book says about it."""

    id: str
    topic: str
    label: str
    type: str
    unit: str = ""
    choices: dict[str, str] = field(default_factory=dict)
    template: str = ""
    note: str = ""
    values: dict[str, BookValue | None] = field(default_factory=dict)
    # Notes on books that are silent ("non précisé"), keyed by book id.
    silent_notes: dict[str, str] = field(default_factory=dict)
    source: str = ""  # the data file it was read from

    # -- values -------------------------------------------------------------------------

    def value_of(self, book: str) -> Value | None:
        bv = self.values.get(book)
        return None if bv is None else bv.value

    def specified(self) -> dict[str, Value]:
        """Books that state a value, with that value."""
        return {b: bv.value for b, bv in self.values.items() if bv is not None and bv.value is not None}

    def check_value(self, value: Any) -> str | None:
        """Why ``value`` is not a valid value of this parameter (None when it is)."""
        if self.type == "number":
            if isinstance(value, bool) or not isinstance(value, int | float):
                return f"expected a number, got {value!r}"
            if isinstance(value, float) and not math.isfinite(value):
                return f"expected a finite number, got {value!r}"
        elif self.type == "bool":
            if not isinstance(value, bool):
                return f"expected true or false, got {value!r}"
        elif self.type == "enum":
            if not isinstance(value, str) or value not in self.choices:
                return f"{value!r} is not one of {sorted(self.choices)}"
        elif self.type == "text":
            if not isinstance(value, str) or not value.strip():
                return f"expected a non-empty text, got {value!r}"
        return None

    def format(self, value: Any) -> str:
        """The value in French: ``30`` → "30 secondes", ``True`` → "oui", an enum → its label."""
        if value is None:
            return "non précisé"
        if self.type == "bool":
            text = "oui" if value else "non"
        elif self.type == "enum":
            text = self.choices.get(str(value), str(value))
        elif self.type == "number":
            text = format_number(value)
        else:
            text = str(value)
        if self.template and self.type in ("number", "text"):
            out = self.template.format(value=text)
            # "{value} minute(s)": singular below 2, plural from 2 on (French usage).
            plural = self.type == "number" and isinstance(value, int | float) and abs(value) >= 2
            return out.replace("(s)", "s" if plural else "")
        return text

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "topic": self.topic,
            "label": self.label,
            "type": self.type,
            "unit": self.unit,
            "choices": dict(self.choices),
            "template": self.template,
            "note": self.note,
            "values": {b: (bv.to_dict() if bv is not None else None) for b, bv in self.values.items()},
        }


def format_number(value: float | int) -> str:
    """French rendering of a number: 30 → "30", 2.5 → "2,5", 1000 → "1 000"."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int):
        return f"{value:,}".replace(",", "\u202f") if abs(value) >= 10000 else str(value)
    return f"{value}".replace(".", ",")


# -- loading ---------------------------------------------------------------------------


def _book_ids() -> list[str]:
    from kb.corpus import load_manifest

    return [m.id for m in load_manifest()]


def load_topic_ids(path: Path = TOPICS_FILE) -> set[str] | None:
    """The topic ids of ``topics.toml`` (None when the file does not exist)."""
    from kb.topics.taxonomy import load_taxonomy

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
    Every problem raises a DataError naming the file, the parameter, the book and the
    problem.
    """
    book_ids = list(books) if books is not None else _book_ids()
    topic_ids = topics if topics is not None else load_topic_ids() if check_topics else None
    params: list[Parameter] = []
    seen: dict[str, str] = {}
    for file in _files(Path(path) if path is not None else None):
        for p in _load_file(file, book_ids, topic_ids):
            if p.id in seen:
                raise DataError(f"parameter {p.id}: defined twice (also in {seen[p.id]})", path=str(file))
            seen[p.id] = str(file)
            params.append(p)
    return params


def _load_file(file: Path, book_ids: list[str], topic_ids: set[str] | None) -> list[Parameter]:
    data = read_toml(file)
    entries = data.get("parameter")
    extra = set(data) - {"parameter"}
    if extra:
        raise DataError(f"unknown top-level key(s): {', '.join(sorted(extra))}", path=str(file))
    if not isinstance(entries, list) or not entries:
        raise DataError("no [[parameter]] entries", path=str(file))
    return [_parse_param(e, i, file, book_ids, topic_ids) for i, e in enumerate(entries)]


def _parse_param(
    entry: Any, index: int, file: Path, book_ids: list[str], topic_ids: set[str] | None
) -> Parameter:
    where = str(file)
    if not isinstance(entry, dict):
        raise DataError(f"parameter #{index + 1} is not a table", path=where)
    pid = entry.get("id")
    if not isinstance(pid, str) or not pid:
        raise DataError(f"parameter #{index + 1}: missing field 'id'", path=where)

    def fail(problem: str, book: str | None = None) -> DataError:
        who = f"parameter {pid}" + (f", book {book}" if book else "")
        return DataError(f"{who}: {problem}", path=where)

    unknown = set(entry) - PARAM_FIELDS
    if unknown:
        raise fail(f"unknown field(s): {', '.join(sorted(unknown))}")
    for key in ("topic", "label", "type", "values"):
        if key not in entry:
            raise fail(f"missing field '{key}'")
    for key in ("topic", "label", "type", "unit", "template", "note"):
        if key in entry and not isinstance(entry[key], str):
            raise fail(f"field '{key}' must be a string")
    ptype = entry["type"]
    if ptype not in TYPES:
        raise fail(f"bad type {ptype!r} (expected one of {', '.join(TYPES)})")
    topic = entry["topic"]
    if topic_ids is not None and topic not in topic_ids:
        raise fail(f"unknown topic {topic!r} (not in {TOPICS_FILE.name})")
    choices = entry.get("choices", {})
    if not isinstance(choices, dict) or not all(isinstance(v, str) for v in choices.values()):
        raise fail("'choices' must be a table of value = \"French label\"")
    if ptype == "enum" and len(choices) < 2:
        raise fail("an enum needs at least two 'choices'")
    if ptype != "enum" and choices:
        raise fail("'choices' is only for enums")
    template = entry.get("template", "")
    if template and "{value}" not in template:
        raise fail("'template' must contain {value}")
    param = Parameter(
        id=pid,
        topic=topic,
        label=entry["label"],
        type=ptype,
        unit=entry.get("unit", ""),
        choices=dict(choices),
        template=template,
        note=entry.get("note", ""),
        source=where,
    )
    values = entry["values"]
    if not isinstance(values, dict):
        raise fail("'values' must be a table keyed by book id")
    unknown_books = set(values) - set(book_ids)
    if unknown_books:
        raise fail(f"unknown book(s) {', '.join(sorted(unknown_books))} (known: {', '.join(book_ids)})")
    for book in book_ids:
        if book not in values:
            raise fail("missing (write `unspecified = true` if the book is silent)", book)
        raw = values[book]
        if raw == "unspecified":
            param.values[book] = None
            continue
        if not isinstance(raw, dict):
            raise fail("must be a table (value, article, quote…) or \"unspecified\"", book)
        bad = set(raw) - VALUE_FIELDS
        if bad:
            raise fail(f"unknown field(s): {', '.join(sorted(bad))}", book)
        for key in ("article", "quote", "phrase", "note"):
            if key in raw and not isinstance(raw[key], str):
                raise fail(f"field '{key}' must be a string", book)
        if raw.get("unspecified"):
            if set(raw) - {"unspecified", "note"}:
                raise fail("an unspecified value takes only a 'note'", book)
            param.values[book] = None
            if raw.get("note"):
                param.silent_notes[book] = raw["note"]
            continue
        for key in ("article", "quote"):
            if not raw.get(key, "").strip():
                raise fail(f"missing field '{key}' (or write `unspecified = true`)", book)
        article = raw["article"]
        if ":" not in article or article.split(":", 1)[0] != book:
            raise fail(f"article {article!r} is not an article id of this book ({book}:…)", book)
        value = raw.get("value")
        if value is not None:
            problem = param.check_value(value)
            if problem:
                raise fail(f"bad value: {problem}", book)
        phrase = raw.get("phrase", "")
        if phrase and normalize_quote(phrase) not in normalize_quote(raw["quote"]):
            raise fail(f"phrase {phrase!r} is not part of the quote", book)
        param.values[book] = BookValue(
            value=value, article=article, quote=raw["quote"], phrase=phrase, note=raw.get("note", "")
        )
    return param


# -- verification against the books -------------------------------------------------------


def verify_quotes(params: Iterable[Parameter], library: Library) -> list[Parameter]:
    """Check every citation against the parsed books; flag quotes found only in struck
    wording as historical. Raises one DataError listing every problem."""
    problems: list[str] = []
    for p in params:
        for book, bv in p.values.items():
            if bv is None:
                continue
            who = f"{p.source}: parameter {p.id}, book {book}"
            if bv.article not in library.articles:
                problems.append(f"{who}: cited article {bv.article} does not exist")
                continue
            where = find_quote(library.articles[bv.article], bv.quote)
            if where is None:
                problems.append(f"{who}: quote not found verbatim in {bv.article}: «{bv.quote}»")
            else:
                bv.historical = where == "struck"
    if problems:
        raise DataError(f"{len(problems)} citation problem(s):\n" + "\n".join(problems))
    return list(params)


# -- per-book values (engine, house rules) ----------------------------------------------------

_CACHE: dict[str, list[Parameter]] = {}


def parameters() -> list[Parameter]:
    """The project's parameters, loaded and schema-checked once per process."""
    key = str(PARAMETERS_DIR)
    if key not in _CACHE:
        _CACHE[key] = load_parameters()
    return _CACHE[key]


def get_parameter(param_id: str, params: list[Parameter] | None = None) -> Parameter:
    for p in params if params is not None else parameters():
        if p.id == param_id:
            return p
    raise DataError(f"unknown parameter {param_id!r}")


def book_values(
    book_id: str,
    overrides: Mapping[str, Any] | None = None,
    *,
    params: list[Parameter] | None = None,
) -> dict[str, Value | None]:
    """Every parameter's value in one book (None where the book is silent), with
    ``overrides`` (house rules) applied after checking each one against its parameter."""
    plist = params if params is not None else parameters()
    known = {p.id: p for p in plist}
    if plist and book_id not in plist[0].values:
        raise DataError(f"unknown book {book_id!r} (known: {', '.join(plist[0].values)})")
    out: dict[str, Value | None] = {p.id: p.value_of(book_id) for p in plist}
    for pid, value in (overrides or {}).items():
        if pid not in known:
            raise DataError(f"override of unknown parameter {pid!r}")
        if value is not None:
            problem = known[pid].check_value(value)
            if problem:
                raise DataError(f"override of {pid}: {problem}")
        out[pid] = value
    return out


def with_value(param: Parameter, book: str, value: Value | None) -> Parameter:
    """A copy of ``param`` whose value in ``book`` is replaced (keeps the citation)."""
    values = dict(param.values)
    old = values.get(book)
    values[book] = replace(old, value=value) if old is not None else None
    return replace(param, values=values)


PARAMETERS_FILE = "parameters.json"


def build_step(library: Library, out_dir: Path) -> None:
    """Build step: load and check the parameters, verify every quote against the parsed
    books (the build stops with a DataError on the first bad file or citation), and write
    ``out_dir/parameters.json``."""
    params = verify_quotes(load_parameters(), library)
    data = [p.to_dict() for p in params]
    (out_dir / PARAMETERS_FILE).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
