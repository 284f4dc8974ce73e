"""Assembling the house-rules document: base book + validated spec + parameters → a
:class:`~kb.houserules.document.HouseDocument`.

Every change gets a mark (M1, M2… in the order of the spec: overrides, adoptions,
removals, additions) and a row of the table "Modifications par rapport au règlement de
base". An override goes into the base article's wording when its quote and phrase are
there (else into an adopted article stating the same parameter), otherwise it becomes a
"Règle maison" note under the article it concerns, or a complementary house rule.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from kb.houserules.document import (
    ChangeRow,
    Entry,
    HouseDocument,
    HouseNote,
    Removed,
    anchor_for,
    drop_empty_headings,
    heading_label,
)
from kb.houserules.parts import Adoption, Override
from kb.houserules.specfile import Spec
from kb.houserules.wording import plain, substitute
from kb.model import Article, Library


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


class _Assembly:
    """The base book, the spec and the change marks, shared by the steps of the assembly."""

    def __init__(self, spec: Spec, library: Library, parameters: Iterable[Any]):
        self.spec, self.library = spec, library
        self.params = {p.id: p for p in parameters}
        book = library.books[spec.base]
        self.base_meta, self.articles = book.meta, book.articles
        self.depth = _depths(self.articles)
        self.opts = spec.options
        marks = iter(f"M{i}" for i in range(1, 10_000))
        self.set_marks = [next(marks) for _ in spec.set]
        self.adopt_marks = [next(marks) for _ in spec.adopt]
        self.remove_marks = [next(marks) for _ in spec.remove]
        self.add_marks = [next(marks) for _ in spec.add]
        self.replaced_by = {
            ad.replaces: (ad, m) for ad, m in zip(spec.adopt, self.adopt_marks, strict=True) if ad.replaces
        }

    def label(self, a: Article) -> str:
        return a.label

    def short_of(self, book_id: str) -> str:
        return self.library.books[book_id].meta.short

    def removals(self) -> list[Removed]:
        """The removed articles (a removed part takes its articles with it)."""
        removed: list[Removed] = []
        seen: set[str] = set()
        for rm, mark in zip(self.spec.remove, self.remove_marks, strict=True):
            for aid in [rm.article, *_descendants(self.articles, rm.article)]:
                if aid in seen:
                    continue
                seen.add(aid)
                a = self.library.get(aid)
                removed.append(Removed(aid, self.label(a), rm.reason if aid == rm.article else f"avec {rm.article}", mark))
        return removed

    def adopted_entry(self, ad: Adoption, mark: str, depth: int, replaces: Article | None) -> Entry:
        a = self.library.get(ad.article)
        meta = self.library.books[a.book].meta
        return Entry(
            kind="adopted", id=a.id, number=a.number, title=a.title, depth=depth, anchor=anchor_for(a.id),
            text=drop_empty_headings(a.text), examples=list(a.examples) if self.opts.examples else [],
            source=f"{meta.short} ({meta.version}), article {a.number}", mark=mark, book=a.book, prefix=meta.short,
            numbered=a.numbered,
            replaces=f"{self.base_meta.short} {self.label(replaces)}" if replaces else "",
        )

    def insertions(self) -> dict[str, list[Entry]]:
        """The entries inserted after a base article, in spec order, adoptions before
        additions after the same article."""
        after: dict[str, list[Entry]] = {}
        for ad, mark in zip(self.spec.adopt, self.adopt_marks, strict=True):
            if ad.after:
                after.setdefault(ad.after, []).append(self.adopted_entry(ad, mark, self.depth.get(ad.after, 1), None))
        for i, (add, mark) in enumerate(zip(self.spec.add, self.add_marks, strict=True), start=1):
            after.setdefault(add.after, []).append(
                Entry(
                    kind="added", id=f"maison:{i}", number=add.number, title=add.title,
                    depth=max(self.depth.get(add.after, 1), 1), anchor=f"maison-{i}", text=add.text, mark=mark,
                )
            )
        return after

    def entries(self, removed: list[Removed]) -> list[Entry]:
        """The articles of the document, in order: the base book's, less the removed ones,
        with the adopted articles in place of those they replace and the insertions."""
        removed_ids = {r.id for r in removed}
        after = self.insertions()
        entries: list[Entry] = []
        for a in self.articles:
            if a.id in removed_ids:
                pass
            elif a.id in self.replaced_by:
                ad, mark = self.replaced_by[a.id]
                entries.append(self.adopted_entry(ad, mark, self.depth[a.id], a))
            else:
                entries.append(
                    Entry(
                        kind="base", id=a.id, number=a.number, title=a.title or a.struck_title, depth=self.depth[a.id],
                        anchor=anchor_for(a.id), text=drop_empty_headings(a.text),
                        examples=list(a.examples) if self.opts.examples else [], book=a.book, numbered=a.numbered,
                    )
                )
            entries.extend(after.get(a.id, []))
        return entries

    def override(self, ov: Override, mark: str, by_id: dict[str, Entry], complements: list[HouseNote]) -> ChangeRow:
        """The row of one override, its value written into an article's wording when the
        wording states it, else a house note under the article it concerns."""
        p = self.params[ov.parameter]
        house = p.format(ov.value)
        bv = (p.values or {}).get(self.spec.base)
        base_value = p.format(bv.value) if bv is not None and bv.value is not None else "non précisé"
        row = ChangeRow(mark, "set", "—", "", p.label, base_value, house)
        # Where can the new value go into the wording? The base article first, then an
        # adopted article that states the same parameter in its own book.
        candidates = []
        if bv is not None and bv.article in by_id:
            candidates.append((by_id[bv.article], bv))
        for book_id, other in (p.values or {}).items():
            if book_id != self.spec.base and other is not None and other.article in by_id:
                candidates.append((by_id[other.article], other))
        for entry, value in candidates:
            if substitute(entry, value, mark, house, ov.value if p.type == "number" else None):
                row.article, row.anchor, row.in_text = entry.heading, entry.anchor, True
                return row
        note = HouseNote(mark, f"{p.label} : {house} (au lieu de : {self._base_part(bv, base_value)}).")
        target = None
        if ov.article and ov.article in by_id:  # the spec says where the house rule goes
            target = by_id[ov.article]
        elif candidates:
            target = candidates[0][0]
        elif bv is not None and bv.article in self.replaced_by:
            target = by_id.get(self.replaced_by[bv.article][0].article)
        if target is not None:
            target.notes.append(note)
            row.article, row.anchor = target.heading, target.anchor
        else:
            complements.append(note)
            row.anchor = "complements"
        return row

    def _base_part(self, bv: Any, base_value: str) -> str:
        """What the base book says, as the house note quotes it."""
        short = self.base_meta.short
        if bv is None:
            return f"le {short} ne fixe pas ce point"
        number = self.library.get(bv.article).number
        if bv.value is not None:
            quote = f" — « {plain(bv.quote)} »" if getattr(bv, "quote", "") else ""
            return f"{short}, article {number} : {base_value}{quote}"
        return f"{short}, article {number} : pas de valeur fixée — « {plain(bv.quote)} »"

    def adopt_rows(self) -> list[ChangeRow]:
        rows = []
        for ad, mark in zip(self.spec.adopt, self.adopt_marks, strict=True):
            a = self.library.get(ad.article)
            src = f"{self.short_of(a.book)} {self.label(a)}"
            if ad.replaces:
                replaced = self.label(self.library.get(ad.replaces))
                rows.append(ChangeRow(mark, "adopt", replaced, anchor_for(a.id), f"Article remplacé par celui du {self.short_of(a.book)}",
                                      f"{self.base_meta.short} {replaced}", f"{src} (adopté)"))
            else:
                where = self.label(self.library.get(ad.after)) if ad.after else "—"
                rows.append(ChangeRow(mark, "adopt", where, anchor_for(a.id),
                                      f"Article du {self.short_of(a.book)} ajouté après {where}", "—", f"{src} (adopté)"))
        return rows

    def remove_rows(self) -> list[ChangeRow]:
        rows = []
        for rm, mark in zip(self.spec.remove, self.remove_marks, strict=True):
            a = self.library.get(rm.article)
            n_sub = len(_descendants(self.articles, rm.article))
            what = "Article supprimé" + (f" avec ses {n_sub} sous-articles" if n_sub else "")
            if rm.reason:
                what += f" ({rm.reason})"
            rows.append(ChangeRow(mark, "remove", self.label(a), "supprimes", what, f"{self.base_meta.short} {self.label(a)}", "supprimé"))
        return rows

    def add_rows(self) -> list[ChangeRow]:
        rows = []
        for i, (add, mark) in enumerate(zip(self.spec.add, self.add_marks, strict=True), start=1):
            where = self.label(self.library.get(add.after))
            rows.append(ChangeRow(mark, "add", where, f"maison-{i}", f"Nouvel article maison après {where}", "—",
                                  heading_label(add.number, add.title)))
        return rows


def build_document(spec: Spec, library: Library, parameters: Iterable[Any]) -> HouseDocument:
    """The document for a *validated* spec (see ``kb.houserules.spec.check_spec_text``)."""
    build = _Assembly(spec, library, parameters)
    removed = build.removals()
    entries = build.entries(removed)
    by_id = {e.id: e for e in entries}
    complements: list[HouseNote] = []
    changes = [build.override(ov, mark, by_id, complements) for ov, mark in zip(spec.set, build.set_marks, strict=True)]
    changes += build.adopt_rows() + build.remove_rows() + build.add_rows()
    changes.sort(key=lambda r: int(r.mark[1:]))
    return HouseDocument(spec, build.base_meta, changes, entries, removed, complements)
