"""What reading one file may spend, counted while it is read (the budgets of
``kb/data/limits.toml``, :mod:`kb.limits`): the bytes its archive unzips to, all parts
together; its paragraphs, characters and nesting, as each is read; a PDF's pages, before
any is extracted. A file over a budget is refused as soon as the count passes it, with one
French line naming the limit and the value — not after its whole text or tree was built.

>>> budget = Budget("club.docx")
>>> budget.count(LIMITS.paragraphs, 3)
>>> budget.counts["paragraphs"]
3
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kb.errors import KBError
from kb.limits import LIMITS, Limit, grouped

# The XML elements a file's parts may hold, per paragraph of the paragraphs budget: a real
# paragraph is a few elements (its runs or spans, a list item's wrapper, a note). Each costs
# the tree a few hundred bytes: 62 MB of empty ODT styles (4.6 million elements) took the
# import to 689 MB and a minute; what an Office reader builds stays within a few hundred MB.
ELEMENTS_PER_PARAGRAPH = 10


@dataclass
class Budget:
    """The counts of one file being read, by limit name, each checked as it grows."""

    filename: str
    counts: dict[str, int] = field(default_factory=dict)

    def count(self, limit: Limit, amount: int = 1) -> None:
        """Add ``amount`` to the count of ``limit``; a KBError once it passes the limit
        (the file not read to its end: « plus de … »)."""
        total = self.counts.get(limit.name, 0) + amount
        self.counts[limit.name] = total
        if total > limit.max_value:
            raise KBError(f"{limit.label} : plus de {limit.shown(limit.max_value)} ({limit.where()})", path=self.filename)

    def whole(self, limit: Limit, value: int) -> None:
        """A value known in full before the work (a PDF's pages, an archive's unzipped
        size): a KBError naming it when it is over ``limit``."""
        limit.check(value, path=self.filename)

    def paragraph(self) -> None:
        self.count(LIMITS.paragraphs)

    def element(self) -> None:
        """One more XML element read (any part of an Office file): a KBError past
        ``ELEMENTS_PER_PARAGRAPH`` per paragraph of the paragraphs budget."""
        total = self.counts.get("elements", 0) + 1
        self.counts["elements"] = total
        most = ELEMENTS_PER_PARAGRAPH * LIMITS.paragraphs.max_value
        if total > most:
            raise KBError(f"éléments XML : plus de {grouped(most)} ({ELEMENTS_PER_PARAGRAPH} par paragraphe au plus, "
                          f"{LIMITS.paragraphs.where()})", path=self.filename)

    def chars(self, n: int) -> None:
        self.count(LIMITS.book_chars, n)

    def depth(self, depth: int) -> None:
        """Blocks nested this deep (lists, quotes, tables in tables): a KBError past the limit."""
        if depth > LIMITS.nesting_depth.max_value:
            raise KBError(LIMITS.nesting_depth.exceeded(depth), path=self.filename)


__all__ = ["ELEMENTS_PER_PARAGRAPH", "LIMITS", "Budget"]
