"""A library book's own parameter values following it to its new edition.

The values a club accepted (``kb candidates club --accept …``) live in the folder of the
edition they were checked against (``club@non-datee/parametres.toml``). When a newer
edition is imported it becomes the one in use, and it gets its own values file holding
each value that still stands: its quote found word for word in the new edition's current
wording — in the article of the same number, or in the one ``kb diff-editions`` says it was
renumbered to (:func:`kb.editions.diff_books`, the same matcher). A value whose quote is
gone or changed is not carried, and the import lists it to review again. The older
edition's file is left as it is: removing the new edition gives its values back.

>>> carried = carry_values(old_book, new_book, {"time.seconds_after_call": {...}})  # doctest: +SKIP
>>> [(c.parameter, c.article) for c in carried.kept]                                  # doctest: +SKIP
[('time.seconds_after_call', 'club:4')]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kb.corpus import parse_source
from kb.corpus.source import read_source
from kb.editions import PARSED, Wordings, diff_books, source_wordings
from kb.errors import DataError
from kb.model import Article, Book, BookMeta
from kb.parameters.library_values import HEADER, read_values, table_text, values_file
from kb.quotes import find_quote

# Where a quote must stand to still hold: the current wording (a quote now only in the
# struck wording states a rule the new edition deleted).
HOLDS = ("text", "title", "examples")


@dataclass(frozen=True)
class CarriedValue:
    """One accepted value of the older edition: where it now stands (``article``), or why
    it does not (``reason``, French)."""

    parameter: str
    old_article: str  # as the older edition's file cites it: club:3
    article: str = ""  # in the new edition: club:4 ("" when not carried)
    reason: str = ""

    def to_dict(self) -> dict[str, str]:
        return {"parameter": self.parameter, "old_article": self.old_article, "article": self.article, "reason": self.reason}


@dataclass
class CarriedValues:
    """What a new edition takes from the values of the edition it replaces."""

    previous: str  # the replaced edition, as the library now names it: club@non-datee
    version: str  # its version: non datée
    kept: list[CarriedValue] = field(default_factory=list)
    dropped: list[CarriedValue] = field(default_factory=list)
    text: str = ""  # the new edition's values file ("" when nothing is kept)
    unreadable: str = ""  # why the older edition's values file could not be read ("" when it could)

    def to_dict(self) -> dict[str, Any]:
        return {"from": self.previous, "version": self.version, "kept": [c.to_dict() for c in self.kept],
                "to_review": [c.to_dict() for c in self.dropped], "unreadable": self.unreadable}

    def rows(self) -> list[tuple[str, list[str]]]:
        """The report in French, as (label, items), for ``kb import`` and the app: the
        values carried (with their article when it was renumbered), the values to review."""
        kept = [f"{v.parameter} ({v.old_article} → {v.article})" if v.old_article != v.article else v.parameter
                for v in self.kept]
        return [(f"Valeurs des paramètres reprises de l'édition {self.version} (citation inchangée)", kept),
                (f"Valeurs à revoir, non reprises de l'édition {self.version}",
                 [f"{v.parameter} ({v.reason})" for v in self.dropped]
                 + ([f"toutes (fichier de valeurs illisible : {self.unreadable})"] if self.unreadable else []))]

    def advice(self, book: str) -> str:
        """What to do with the values to review ("" when there are none)."""
        if not self.dropped and not self.unreadable:
            return ""
        return (f"Elles restent dans l'édition {self.version} ({self.previous}) ; pour ce livre, "
                f"de nouvelles valeurs candidates : kb candidates {book}")


def _entry_target(raw: Any, base: str, old: Book, new: Book, moved: dict[str, str]) -> tuple[Article | None, str]:
    """The new edition's article that still holds an entry's quote, or why none does."""
    if not isinstance(raw, dict) or not isinstance(raw.get("article"), str) or not isinstance(raw.get("quote"), str):
        return None, "table incomplète (article, quote)"
    book, _, number = raw["article"].partition(":")
    if book != base:
        return None, f"article {raw['article']!r} : pas un article de {base}"
    old_id = f"{old.id}:{number}"
    new_id = moved.get(old_id, f"{new.id}:{number}")
    target = next((a for a in new.articles if a.id == new_id), None)
    if target is None:
        return None, f"article {number} absent de la nouvelle édition"
    if find_quote(target, raw["quote"]) not in HOLDS:
        return None, f"citation absente ou modifiée dans {target.id}"
    return target, ""


def carry_values(old: Book, new: Book, values: dict[str, Any], wordings: Wordings = PARSED) -> CarriedValues:
    """The entries of ``values`` (the older edition's values file, parsed) that hold in
    ``new``, with their article renamed to the new edition's; ``old`` is the older edition
    as the library names it once ``new`` is in use (``club@non-datee``). ``wordings``: how
    articles are compared, as :func:`kb.editions.diff_books` takes it."""
    base = new.id
    moved = dict(diff_books(old, new, wordings).renumbered)
    out = CarriedValues(old.id, old.meta.version)
    text = HEADER
    for pid, raw in values.items():
        cited = raw.get("article", "") if isinstance(raw, dict) else ""
        target, reason = _entry_target(raw, base, old, new, moved)
        if target is None:
            out.dropped.append(CarriedValue(pid, str(cited), reason=reason))
            continue
        out.kept.append(CarriedValue(pid, cited, target.id))
        entry = {**raw, "article": target.id}
        text += table_text(pid, f"repris de l'édition {old.meta.version} ({cited})", entry)
    out.text = text if out.kept else ""
    return out


def previous_values(existing: list[BookMeta], resolved: list[BookMeta], new: Book, lines: list[str]) -> CarriedValues | None:
    """The values the imported edition ``new`` takes from the edition in use it replaces
    (None when it does not become the edition in use, or the replaced edition — a built-in
    book, or a club's without accepted values — has no values file). ``existing``: the
    library's metas before the import; ``resolved``: with the new one, editions resolved;
    ``lines``: the new edition's text. The articles are matched on their source wording,
    as ``kb diff-editions`` matches them (:func:`kb.editions.diff_editions`)."""
    if new.meta.edition_of:
        return None
    current = next((m for m in existing if m.id == new.id and not m.edition_of), None)
    file = values_file(current) if current is not None else None
    if current is None or file is None or not file.is_file():
        return None
    older = next(m for m in resolved if m.file == current.file)
    try:
        _, tables = read_values(file)
    except DataError as exc:  # a hand edit gone wrong: the import goes on, the file stays where it is
        return CarriedValues(older.id, older.version, unreadable=str(exc))
    source = read_source(Path(current.file))
    old = parse_source(source, older)
    return carry_values(old, new, tables, source_wordings({old.id: source.lines, new.id: lines}))

