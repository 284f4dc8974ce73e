"""The parameter model: a rule parameter, what one book says about it, a value in French.

>>> p = Parameter("time.x", "time_clock", "Temps", "number", template="{value} minute(s)")
>>> p.format(2)
'2 minutes'
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from kb.datafiles import value_problem
from kb.datafiles.schemas import PARAMETER_TYPES

TYPES = PARAMETER_TYPES  # their home: the schema of the parameter files
Value = int | float | bool | str

# The note of a book of the manifest that no parameter file mentions yet (a newly added
# book): its values are "non précisé" until a rules expert fills them in.
NEW_BOOK_NOTE = "livre ajouté : valeurs non encore renseignées"


@dataclass
class BookValue:
    """What one book says about a parameter, with its citation.

    ``value`` is None when the book addresses the question but fixes no value (for
    example it leaves it to the organiser); the quote then shows where it says so.
    ``phrase`` is the exact part of ``quote`` that states the value ("30 secondes"), used to
    highlight it or substitute a new value in the article's own wording.
    ``historical`` is set by :func:`kb.parameters.verify_quotes` when the quote stands only
    in the struck (deleted) wording of the article; ``review`` (« à revoir ») when the book
    has a newer edition whose cited article no longer holds the quote, verified instead in
    an older edition.
    """

    value: Value | None
    article: str
    quote: str
    phrase: str = ""
    note: str = ""
    historical: bool = False
    review: bool = False

    @property
    def book(self) -> str:
        return self.article.split(":", 1)[0]

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"value": self.value, "article": self.article, "quote": self.quote, "note": self.note}
        if self.phrase:
            d["phrase"] = self.phrase
        if self.historical:
            d["historical"] = True
        if self.review:
            d["review"] = True
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> BookValue:
        """The inverse of :meth:`to_dict`."""
        return cls(**d)


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
    # The value the engine applies for a book that is silent (the rule shared by the books
    # that state it, as the data file's comment explains); None: no such fallback.
    default: Value | None = None
    # The range of a number parameter (both ends allowed; None: no bound on that side).
    min: int | float | None = None
    max: int | float | None = None

    def value_of(self, book: str) -> Value | None:
        bv = self.values.get(book)
        return None if bv is None else bv.value

    def is_unfilled(self, book: str) -> bool:
        """True for a book added to the manifest that no parameter file names yet."""
        return self.values.get(book) is None and self.silent_notes.get(book) == NEW_BOOK_NOTE

    def check_value(self, value: Any) -> str | None:
        """Why ``value`` is not a valid value of this parameter (None when it is), in
        French: the data-file checker's rule (:func:`kb.datafiles.value_problem`)."""
        return value_problem(self.type, self.choices, value, self.min, self.max)

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
        """The parameter as JSON (``parameters.json``), every field in order, each book's
        value by :meth:`BookValue.to_dict`; :meth:`from_dict` reads it back."""
        d = asdict(self)
        d["values"] = {b: (bv.to_dict() if bv is not None else None) for b, bv in self.values.items()}
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Parameter:
        """The inverse of :meth:`to_dict` (no check: the data was checked when written)."""
        values = {b: (BookValue.from_dict(v) if v is not None else None) for b, v in d["values"].items()}
        return cls(**{**d, "values": values})


def format_number(value: float | int) -> str:
    """French rendering of a number.

    >>> [format_number(v) for v in (30, 2.5, 12000)]
    ['30', '2,5', '12\\u202f000']
    """
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int):
        return f"{value:,}".replace(",", "\u202f") if abs(value) >= 10000 else str(value)
    return f"{value}".replace(".", ",")
