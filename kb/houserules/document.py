"""The house-rules document model: what every format shows (built by
:func:`kb.houserules.assemble.build_document` from the base book, the spec and the parameters).

The three renderers (Markdown, HTML/PDF, DOCX) share this model, so the documents say the
same thing. An override is written *into the article's own wording* when its parameter
states the value in a quote with an exact ``phrase``: the phrase is cut out of the text and
replaced by a slot marker ``\\ue000<n>\\ue001`` that each renderer draws as "old wording
struck, new wording highlighted, change mark". When the value cannot be substituted (no
phrase, the quote is not in the current wording, the book is silent), the override becomes
a marked "Règle maison" paragraph under the article (or, with no article to attach it to,
in the section "Règles maison complémentaires").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from kb.houserules.specfile import Spec
from kb.model import BookMeta, Example, heading_label

SLOT_OPEN = "\ue000"
SLOT_CLOSE = "\ue001"
SLOT_RE = re.compile(f"{SLOT_OPEN}(\\d+){SLOT_CLOSE}")


@dataclass
class Slot:
    """One value substituted in an article's text."""

    mark: str  # change mark, "M1"
    old: str  # the base wording, as in the book ("30 secondes")
    new: str  # the house wording ("40 secondes")


@dataclass
class HouseNote:
    """A marked "Règle maison" paragraph (a change that could not go into the sentence)."""

    mark: str
    body: str  # plain text after the label (renderers escape it)

    @property
    def text(self) -> str:
        return f"Règle maison {self.mark} — {self.body}"


@dataclass
class Entry:
    """One article of the document, in order."""

    kind: Literal["base", "adopted", "added"]
    id: str  # article id, or "maison:N" for an added article
    number: str
    title: str
    depth: int  # 0 = top level of the base book
    anchor: str
    text: str  # Markdown, with slot markers
    slots: list[Slot] = field(default_factory=list)
    notes: list[HouseNote] = field(default_factory=list)
    examples: list[Example] = field(default_factory=list)
    source: str = ""  # adopted: "TDA (2019 v1.0), article 29"
    replaces: str = ""  # adopted: label of the base article it replaces
    mark: str = ""  # adopted / added: the change mark
    book: str = ""
    prefix: str = ""  # adopted: the source book's short name, shown in the heading
    numbered: bool = True  # False for an unnumbered section (its number is a slug of its title)

    @property
    def changed(self) -> bool:
        return self.kind != "base" or bool(self.slots) or bool(self.notes)

    @property
    def heading(self) -> str:
        label = heading_label(self.number, self.title, self.numbered)
        return f"{self.prefix} {label}" if self.prefix else label


@dataclass
class ChangeRow:
    """A row of the table "Modifications par rapport au règlement de base"."""

    mark: str
    kind: Literal["set", "adopt", "remove", "add"]
    article: str  # label of the article concerned ("3.5 — DEMANDE DU TIME"), or "—"
    anchor: str  # where the change is shown in the document ("" if nowhere)
    what: str
    base: str
    house: str
    in_text: bool = False  # True when the value was substituted in the sentence


@dataclass
class Removed:
    id: str
    label: str
    reason: str
    mark: str


@dataclass
class HouseDocument:
    spec: Spec
    base: BookMeta
    changes: list[ChangeRow]
    entries: list[Entry]
    removed: list[Removed]
    complements: list[HouseNote]  # house rules with no article to sit under

    @property
    def title(self) -> str:
        return self.spec.event.name or "Règlement maison"

    @property
    def date_label(self) -> str:
        """The event date as written, or in French when it is an ISO date (13 mars 2025)."""
        return french_date(self.spec.event.date)

    def event_fields(self) -> list[tuple[str, str]]:
        """(label, value) lines of the title page, in order, the empty ones left out."""
        ev = self.spec.event
        fields = [("Organisateur", ev.organiser), ("Date", self.date_label), ("Lieu", ev.location), ("Contact", ev.contact)]
        return [(k, v) for k, v in fields if v.strip()]

    @property
    def based_on(self) -> str:
        b = self.base
        short = "" if f"({b.short})" in b.title else f" ({b.short})"
        return f"Règlement maison fondé sur : {b.title}{short}, version {b.version}"

    @property
    def statement(self) -> str:
        short = self.base.short
        n = len(self.changes)
        if not n:
            return f"Ce règlement reprend le {short} sans modification."
        return (
            f"Ce règlement modifie le {short} uniquement comme indiqué dans le tableau « Modifications par "
            f"rapport au règlement de base » ({n} modification{'s' if n > 1 else ''}) ; dans le texte, chaque "
            f"changement est signalé par son repère (M1, M2…), l'ancienne formulation barrée et la nouvelle "
            f"mise en évidence. Tout ce qui n'y figure pas s'applique tel qu'écrit dans le {short}."
        )

    @property
    def shown_entries(self) -> list[Entry]:
        """The entries printed: all of them, or only the changed ones (options.full_text = false)."""
        if self.spec.options.full_text:
            return self.entries
        return [e for e in self.entries if e.changed]

    def toc(self, max_depth: int = 1) -> list[tuple[int, str, str]]:
        """(level, label, anchor) lines of the table of contents; level 0 = a section."""
        lines: list[tuple[int, str, str]] = [(0, "Modifications par rapport au règlement de base", "modifications")]
        if self.removed:
            lines.append((0, "Articles supprimés", "supprimes"))
        if self.complements:
            lines.append((0, "Règles maison complémentaires", "complements"))
        lines.append((0, self.rules_heading, "reglement"))
        for e in self.shown_entries:
            if e.depth <= max_depth:
                lines.append((1 + e.depth, e.heading, e.anchor))
        return lines

    @property
    def rules_heading(self) -> str:
        if self.spec.options.full_text:
            return f"Règlement ({self.base.short} modifié)"
        return f"Articles modifiés du {self.base.short}"


MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre")


def french_date(text: str) -> str:
    """"2025-03-13" → "13 mars 2025"; any other text is returned unchanged."""
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", text.strip())
    if not m or not 1 <= int(m.group(2)) <= 12:
        return text
    day = int(m.group(3))
    return f"{'1er' if day == 1 else day} {MONTHS[int(m.group(2)) - 1]} {m.group(1)}"


def anchor_for(article_id: str) -> str:
    return "art-" + re.sub(r"[^A-Za-z0-9]+", "-", article_id).strip("-").lower()


_HEADING = re.compile(r"(#{1,6})\s")


def drop_empty_headings(text: str) -> str:
    """Remove sub-headings left without content (``#### EXEMPLES :`` once the examples
    were moved out of the wording into ``article.examples``)."""
    lines = text.split("\n")
    keep: list[str] = []
    for i, line in enumerate(lines):
        m = _HEADING.match(line)
        if m:
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j == len(lines):
                continue
            nxt = _HEADING.match(lines[j])
            if nxt and len(nxt.group(1)) <= len(m.group(1)):
                continue
        keep.append(line)
    return "\n".join(keep)


def in_strong(text: str, pos: int) -> bool:
    """True when ``pos`` lies inside a ``**bold**`` run of its paragraph."""
    para_start = text.rfind("\n\n", 0, pos) + 1
    return text.count("**", para_start, pos) % 2 == 1
