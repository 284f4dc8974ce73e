"""The house-rules document model: base book + spec + parameters → what every format shows.

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
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from kb.houserules.spec import Spec
from kb.model import Article, BookMeta, Example, Library
from kb.quotes import locate

SLOT_OPEN = "\ue000"
SLOT_CLOSE = "\ue001"
SLOT_RE = re.compile(f"{SLOT_OPEN}(\\d+){SLOT_CLOSE}")
_EMPHASIS_CHARS = re.compile(r"\*\*|__|\*|_")


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

    @property
    def changed(self) -> bool:
        return self.kind != "base" or bool(self.slots) or bool(self.notes)

    @property
    def heading(self) -> str:
        label = heading_label(self.number, self.title)
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


def heading_label(number: str, title: str) -> str:
    """"3.5 — DEMANDE DU TIME"; the title alone for unnumbered sections (slug ids)."""
    if not number or re.fullmatch(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+", number):
        return title or number
    return f"{number} — {title}" if title else number


def anchor_for(article_id: str) -> str:
    return "art-" + re.sub(r"[^A-Za-z0-9]+", "-", article_id).strip("-").lower()


def _depths(articles: list[Article]) -> dict[str, int]:
    parents = {a.id: a.parent for a in articles}
    out: dict[str, int] = {}
    for a in articles:
        d, p, seen = 0, a.parent, {a.id}
        while p and p in parents and p not in seen:
            seen.add(p)
            d += 1
            p = parents[p]
        out[a.id] = d
    return out


def _descendants(articles: list[Article], root: str) -> list[str]:
    children: dict[str, list[str]] = {}
    for a in articles:
        if a.parent:
            children.setdefault(a.parent, []).append(a.id)
    out, stack = [], [root]
    while stack:
        cur = stack.pop()
        for c in children.get(cur, []):
            out.append(c)
            stack.append(c)
    return out


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


def _plain(s: str) -> str:
    """Raw Markdown wording without emphasis markers, for display as old wording."""
    return re.sub(r"\s+", " ", _EMPHASIS_CHARS.sub("", s)).strip()


def build_document(spec: Spec, library: Library, parameters: Iterable[Any]) -> HouseDocument:
    """The document for a *validated* spec (see ``kb.houserules.spec.check_spec_text``)."""
    params = {p.id: p for p in parameters}
    book = library.books[spec.base]
    base_meta = book.meta
    articles = book.articles
    depth = _depths(articles)
    opts = spec.options

    marks = iter(f"M{i}" for i in range(1, 10_000))
    set_marks = [next(marks) for _ in spec.set]
    adopt_marks = [next(marks) for _ in spec.adopt]
    remove_marks = [next(marks) for _ in spec.remove]
    add_marks = [next(marks) for _ in spec.add]

    def label(a: Article) -> str:
        return heading_label(a.number, a.title or a.struck_title)

    def short_of(book_id: str) -> str:
        return library.books[book_id].meta.short

    # Removals (a removed part takes its articles with it).
    removed: list[Removed] = []
    removed_ids: set[str] = set()
    for rm, mark in zip(spec.remove, remove_marks, strict=True):
        for aid in [rm.article, *_descendants(articles, rm.article)]:
            if aid in removed_ids:
                continue
            removed_ids.add(aid)
            a = library.get(aid)
            removed.append(Removed(aid, label(a), rm.reason if aid == rm.article else f"avec {rm.article}", mark))

    replaced_by = {ad.replaces: (ad, m) for ad, m in zip(spec.adopt, adopt_marks, strict=True) if ad.replaces}
    after: dict[str, list[Entry]] = {}

    def adopted_entry(ad: Any, mark: str, d: int, replaces: Article | None) -> Entry:
        a = library.get(ad.article)
        meta = library.books[a.book].meta
        return Entry(
            kind="adopted", id=a.id, number=a.number, title=a.title, depth=d, anchor=anchor_for(a.id),
            text=drop_empty_headings(a.text), examples=list(a.examples) if opts.examples else [],
            source=f"{meta.short} ({meta.version}), article {a.number}", mark=mark, book=a.book, prefix=meta.short,
            replaces=f"{base_meta.short} {label(replaces)}" if replaces else "",
        )

    for ad, mark in zip(spec.adopt, adopt_marks, strict=True):
        if ad.after:
            after.setdefault(ad.after, []).append(adopted_entry(ad, mark, depth.get(ad.after, 1), None))
    for i, (add, mark) in enumerate(zip(spec.add, add_marks, strict=True), start=1):
        after.setdefault(add.after, []).append(
            Entry(
                kind="added", id=f"maison:{i}", number=add.number, title=add.title,
                depth=max(depth.get(add.after, 1), 1), anchor=f"maison-{i}", text=add.text, mark=mark,
            )
        )
    # Insertions are in spec order, adoptions before additions after the same article.

    entries: list[Entry] = []
    for a in articles:
        if a.id in removed_ids:
            pass
        elif a.id in replaced_by:
            ad, mark = replaced_by[a.id]
            entries.append(adopted_entry(ad, mark, depth[a.id], a))
        else:
            entries.append(
                Entry(
                    kind="base", id=a.id, number=a.number, title=a.title or a.struck_title, depth=depth[a.id],
                    anchor=anchor_for(a.id), text=drop_empty_headings(a.text), examples=list(a.examples) if opts.examples else [],
                    book=a.book,
                )
            )
        entries.extend(after.get(a.id, []))
    by_id = {e.id: e for e in entries}

    changes: list[ChangeRow] = []
    complements: list[HouseNote] = []
    for ov, mark in zip(spec.set, set_marks, strict=True):
        p = params[ov.parameter]
        house = p.format(ov.value)
        bv = (p.values or {}).get(spec.base)
        base_value = p.format(bv.value) if bv is not None and bv.value is not None else "non précisé"
        row = ChangeRow(mark, "set", "—", "", p.label, base_value, house)
        changes.append(row)
        # Where can the new value go into the wording? The base article first, then an
        # adopted article that states the same parameter in its own book.
        candidates = []
        if bv is not None and bv.article in by_id:
            candidates.append((by_id[bv.article], bv))
        for book_id, other in (p.values or {}).items():
            if book_id != spec.base and other is not None and other.article in by_id:
                candidates.append((by_id[other.article], other))
        done = False
        for entry, value in candidates:
            if _substitute(entry, value, mark, house, ov.value if p.type == "number" else None):
                row.article, row.anchor, row.in_text = entry.heading, entry.anchor, True
                done = True
                break
        if done:
            continue
        if bv is not None and bv.value is not None:
            quote = f" — « {_plain(bv.quote)} »" if getattr(bv, "quote", "") else ""
            base_part = f"{base_meta.short}, article {library.get(bv.article).number} : {base_value}{quote}"
        elif bv is not None:
            base_part = f"{base_meta.short}, article {library.get(bv.article).number} : pas de valeur fixée — « {_plain(bv.quote)} »"
        else:
            base_part = f"le {base_meta.short} ne fixe pas ce point"
        note = HouseNote(mark, f"{p.label} : {house} (au lieu de : {base_part}).")
        target = None
        if ov.article and ov.article in by_id:  # the spec says where the house rule goes
            target = by_id[ov.article]
        elif candidates:
            target = candidates[0][0]
        elif bv is not None and bv.article in replaced_by:
            target = by_id.get(replaced_by[bv.article][0].article)
        if target is not None:
            target.notes.append(note)
            row.article, row.anchor = target.heading, target.anchor
        else:
            complements.append(note)
            row.anchor = "complements"

    for ad, mark in zip(spec.adopt, adopt_marks, strict=True):
        a = library.get(ad.article)
        src = f"{short_of(a.book)} {label(a)}"
        if ad.replaces:
            changes.append(
                ChangeRow(mark, "adopt", label(library.get(ad.replaces)), anchor_for(a.id),
                          f"Article remplacé par celui du {short_of(a.book)}",
                          f"{base_meta.short} {label(library.get(ad.replaces))}", f"{src} (adopté)")
            )
        else:
            where = label(library.get(ad.after)) if ad.after else "—"
            changes.append(
                ChangeRow(mark, "adopt", where, anchor_for(a.id),
                          f"Article du {short_of(a.book)} ajouté après {where}", "—", f"{src} (adopté)")
            )
    for rm, mark in zip(spec.remove, remove_marks, strict=True):
        a = library.get(rm.article)
        n_sub = len(_descendants(articles, rm.article))
        what = "Article supprimé" + (f" avec ses {n_sub} sous-articles" if n_sub else "")
        if rm.reason:
            what += f" ({rm.reason})"
        changes.append(ChangeRow(mark, "remove", label(a), "supprimes", what, f"{base_meta.short} {label(a)}", "supprimé"))
    for i, (add, mark) in enumerate(zip(spec.add, add_marks, strict=True), start=1):
        where = label(library.get(add.after))
        changes.append(
            ChangeRow(mark, "add", where, f"maison-{i}", f"Nouvel article maison après {where}", "—",
                      heading_label(add.number, add.title))
        )
    changes.sort(key=lambda r: int(r.mark[1:]))
    return HouseDocument(spec, base_meta, changes, entries, removed, complements)


_NUMBER_WORDS = {
    1: ("un", "une"), 2: ("deux",), 3: ("trois",), 4: ("quatre",), 5: ("cinq",), 6: ("six",), 7: ("sept",),
    8: ("huit",), 9: ("neuf",), 10: ("dix",), 15: ("quinze",), 20: ("vingt",), 30: ("trente",),
}


def reword_number(phrase: str, old: Any, new: Any) -> str | None:
    """The phrase with its number changed, keeping the book's own words around it:
    ("9 joueurs en tournoi à 8 maximum par table", 9, 10) → "10 joueurs en tournoi à 8
    maximum par table"; ("une minute", 1, 2) → "2 minutes". None when the old value is not
    written exactly once in the phrase (then the parameter's template is used)."""
    from kb.parameters import format_number

    if isinstance(old, bool) or not isinstance(old, int | float) or isinstance(new, bool):
        return None
    # Digits may touch a unit ("2min", "50%"); words stand alone.
    patterns = [rf"(?<![\w,.]){re.escape(format_number(old))}(?!\d|[,.]\d)"]
    if float(old).is_integer():
        patterns += [rf"\b{re.escape(w)}\b" for w in _NUMBER_WORDS.get(int(old), ())]
    for pattern in patterns:
        found = list(re.finditer(pattern, phrase, re.I))
        if len(found) != 1:
            continue
        m = found[0]
        before, after = phrase[: m.start()], phrase[m.end() :]
        # French agreement of the noun that follows: "1 minute" / "2 minutes".
        noun = re.match(r"(\s+)([a-zà-ÿ]+)", after)
        if noun:
            word = noun.group(2)
            if abs(old) < 2 <= abs(new) and not word.endswith(("s", "x")):
                word += "s"
            elif abs(new) < 2 <= abs(old) and word.endswith("s") and len(word) > 3:
                word = word[:-1]
            after = noun.group(1) + word + after[noun.end() :]
        return before + format_number(new) + after
    return None


def _substitute(entry: Entry, value: Any, mark: str, new: str, number: Any = None) -> bool:
    """Replace the phrase of ``value`` (inside its quote) in ``entry.text`` by a slot.

    For a number, the book's own wording is kept around the new number when the phrase
    writes the old value once ("9 joueurs en tournoi à 8 maximum par table" → "10 joueurs
    en tournoi à 8 maximum par table"); otherwise the whole phrase becomes ``new``."""
    phrase = getattr(value, "phrase", None)
    quote = getattr(value, "quote", None)
    if not phrase or not quote or getattr(value, "historical", False):
        return False
    text = entry.text
    span = locate(text, quote)
    if span is None:
        return False
    qs, qe = span
    inner = locate(text[qs:qe], phrase)
    if inner is None:
        return False
    s, e = qs + inner[0], qs + inner[1]
    raw = text[s:e]
    if SLOT_OPEN in raw or SLOT_CLOSE in raw:  # overlaps an earlier substitution
        return False
    # Emphasis markers inside the cut wording are kept (after the slot) so that the
    # emphasis of the surrounding sentence stays balanced.
    kept = "".join(_EMPHASIS_CHARS.findall(raw))
    old = _plain(raw)
    if number is not None:
        new = reword_number(old, getattr(value, "value", None), number) or new
    index = len(entry.slots)
    entry.slots.append(Slot(mark, old, new))
    entry.text = f"{text[:s]}{SLOT_OPEN}{index}{SLOT_CLOSE}{kept}{text[e:]}"
    return True


def in_strong(text: str, pos: int) -> bool:
    """True when ``pos`` lies inside a ``**bold**`` run of its paragraph."""
    para_start = text.rfind("\n\n", 0, pos) + 1
    return text.count("**", para_start, pos) % 2 == 1
