"""What reading one file may spend, counted while it is read: a file over a limit is
refused as soon as the count passes it, with one French line naming the limit and the
value — not after its whole text was built.

>>> budget = Budget("club.docx")
>>> budget.chars(12)
>>> budget.spent["chars"]
12
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kb.errors import KBError
from kb.formats.model import MAX_TEXT_CHARS


@dataclass(frozen=True)
class Limit:
    """One budget: its French label (said in the error line), the largest value accepted
    and the unit the values are said in."""

    label: str
    max: int
    unit: str


LIMITS: dict[str, Limit] = {
    "chars": Limit("longueur du texte extrait", MAX_TEXT_CHARS, "caractères"),
}


def _number(n: int) -> str:
    """``_number(5000000)`` → ``"5 000 000"``."""
    return f"{n:,}".replace(",", " ")


@dataclass
class Budget:
    """The counts of one file being read (``spent``), each checked against its limit."""

    filename: str
    spent: dict[str, int] = field(default_factory=dict)

    def spend(self, name: str, amount: int) -> None:
        """Add ``amount`` to the count ``name``; a KBError once it passes its limit."""
        total = self.spent.get(name, 0) + amount
        self.spent[name] = total
        limit = LIMITS.get(name)
        if limit is not None and total > limit.max:
            raise KBError(f"{limit.label} : plus de {_number(limit.max)} {limit.unit} (au plus {_number(limit.max)})",
                          path=self.filename)

    def chars(self, n: int) -> None:
        self.spend("chars", n)

    def paragraph(self) -> None:
        self.spend("paragraphs", 1)

    def unzipped(self, n_bytes: int) -> None:
        self.spend("unzipped", n_bytes)

    def nesting(self, depth: int) -> None:
        self.spent["nesting"] = max(self.spent.get("nesting", 0), depth)
