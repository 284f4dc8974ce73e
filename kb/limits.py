"""The budgets of untrusted work (``kb/data/limits.toml``): how big a file a visitor
uploads or a director imports may be, and the book it becomes, before it is refused with
one French line naming the limit and the value.

>>> LIMITS.pages.exceeded(20_000)
'nombre de pages : 20 000 pages, au plus 1 000 pages (limite « pages » de kb/data/limits.toml)'
>>> LIMITS.unzipped_mb.max_value
67108864
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, fields
from pathlib import Path

from kb.datafiles import read_checked
from kb.errors import KBError

LIMITS_FILE = Path(__file__).resolve().parent / "data" / "limits.toml"
LIMITS_SHOWN = "kb/data/limits.toml"
# A limit counted in "Mo" is compared with a number of bytes.
MEGABYTE = 1024 * 1024


def grouped(number: int) -> str:
    """A count as a French reader writes it: ``20000`` → ``'20 000'``."""
    return f"{number:,}".replace(",", " ")


@dataclass(frozen=True)
class Limit:
    """One budget: its ``name`` in the file, French ``label`` and ``unit``, the largest
    value accepted (``max``, in ``unit``)."""

    name: str
    label: str
    max: int
    unit: str

    @property
    def max_value(self) -> int:
        """The largest value accepted in the unit it is counted in (bytes for « Mo »)."""
        return self.max * MEGABYTE if self.unit == "Mo" else self.max

    def shown(self, value: int) -> str:
        """A value counted like ``max_value``, in the limit's unit: ``'63 Mo'``."""
        if self.unit == "Mo":
            return f"{grouped(-(-value // MEGABYTE))} Mo"  # rounded up: 64.1 MB is over 64
        unit = self.unit[:-1] if value == 1 and self.unit.endswith("s") else self.unit  # « 1 seconde »
        return f"{grouped(value)} {unit}"

    def where(self) -> str:
        return f"limite « {self.name} » de {LIMITS_SHOWN}"

    def exceeded(self, value: int | None = None) -> str:
        """The French line for a value over the limit (None: the value is not known, as
        when the work was stopped on it)."""
        if value is None:
            return f"{self.label} : au plus {self.shown(self.max_value)} ({self.where()})"
        return f"{self.label} : {self.shown(value)}, au plus {self.shown(self.max_value)} ({self.where()})"

    def check(self, value: int, *, path: str | None = None) -> int:
        """``value`` when it is within the limit; else a KBError naming ``path``."""
        if value > self.max_value:
            raise KBError(self.exceeded(value), path=path)
        return value


@dataclass(frozen=True)
class Limits:
    """Every budget, by name (the names of ``kb/data/limits.toml``)."""

    upload_mb: Limit
    file_mb: Limit
    unzipped_mb: Limit
    paragraphs: Limit
    pages: Limit
    headings: Limit
    book_chars: Limit
    book_words: Limit
    nesting_depth: Limit
    articles: Limit
    article_chars: Limit
    child_memory_mb: Limit
    child_cpu_seconds: Limit
    child_seconds: Limit


# The names a limits file must give, each once (given to the checker as ``limit_names``).
NAMES: tuple[str, ...] = tuple(f.name for f in fields(Limits))


@functools.cache
def load_limits(path: Path = LIMITS_FILE) -> Limits:
    """The limits of ``path``, checked (a DataError lists every problem)."""
    table = read_checked("limits", path, known={"limit_names": NAMES})["limit"]
    return Limits(**{name: Limit(name, table[name]["label"], table[name]["max"], table[name]["unit"])
                     for name in NAMES})


LIMITS = load_limits()

__all__ = ["LIMITS", "LIMITS_FILE", "NAMES", "Limit", "Limits", "grouped", "load_limits"]
