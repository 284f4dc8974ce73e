"""Importing a book: preview (parse and report, nothing written), then add (write).

The app's « Ajouter un règlement » page and ``kb import`` call the same two functions (the
page between the user's look at the preview and the button; the command through
:func:`import_file`, as the measures and tests of imported books do):

>>> p = preview(data, "club.docx", "club", "Règlement du club", corpus=corpus, library=lib)  # doctest: +SKIP
>>> p.health.articles, p.book.articles[0].id                                               # doctest: +SKIP
(42, 'club:1')
>>> add_book(p, lib)                                                                        # doctest: +SKIP
PosixPath('…/library/club@non-datee')
"""

from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path, PurePath
from typing import Any

from kb.cache import KeptTrial
from kb.corpus import edition_slug, load_manifest, load_metas, parse_source, resolve_editions
from kb.corpus.detect import detect_profile
from kb.corpus.profile import Profile
from kb.corpus.source import read_source
from kb.editions import source_wordings
from kb.errors import CorpusError, KBError
from kb.formats import MAX_BYTES, Extracted, extract, format_of
from kb.formats.text import CONTROLS
from kb.model import Article, Book, BookMeta
from kb.parameters.library_values import VALUES_FILE
from kb.userlib.budgets import check_book_budgets, check_text_budgets
from kb.userlib.carried import CarriedValues, previous_values
from kb.userlib.folder import ORIGINAL_STEM, PROFILE_FILE, REMOVED_FILE, TEXT_FILE, write_book
from kb.userlib.health import ImportHealth, import_health
from kb.userlib.readings import Choice, Reading, choose, older_label, older_layout

BOOK_ID = re.compile(r"^[a-z][a-z0-9_-]*$")
KINDS = ("tournament", "cash")
UNDATED = "non datée"
MAX_ID = 40  # an id or an edition names a folder: club@2026-01
MAX_TITLE = 200


@dataclass
class ImportPreview:
    """A parsed book not yet written: what ``add_book`` writes and the report to judge it."""

    meta: BookMeta  # the manifest entry it will have (its id the one it gets: ``club``, ``ropta@2024-09``)
    book: Book
    health: ImportHealth
    profile: Profile
    extracted: Extracted
    original: bytes  # the file as given
    filename: str
    # A new edition in use: the values it takes from the one it replaces (kb.userlib.carried).
    carried: CarriedValues | None = None
    # A new edition of a known book: its readings, ranked by how they line up with the edition in use.
    reading: Choice | None = None
    # The build tried with the book, kept to become the library's (kb.landing.adopt_trial).
    trial: KeptTrial | None = None

    def articles(self) -> list[dict[str, Any]]:
        """The articles found, as ``kb import --json`` prints them."""
        keys = ("id", "number", "title", "parent", "line_start", "line_end")
        return [{k: getattr(a, k) for k in keys} for a in self.book.articles]

    def to_dict(self) -> dict[str, Any]:
        """``{"book": …, "articles": […], "health": …, "values": …, "reading": …}`` (``values``:
        null, or what a new edition takes from the values of the one it replaces; ``reading``:
        null, or the readings of a new edition and the one that won)."""
        return {"book": self.meta.to_dict(), "articles": self.articles(), "health": self.health.to_dict(),
                "values": self.carried.to_dict() if self.carried else None,
                "reading": self.reading.to_dict() if self.reading else None}


def check_id(book_id: str) -> None:
    """A KBError for an id that cannot name a book folder (``../x``, ``a/b``, ``Club``,
    ``club`` and a line break, a hundred thousand letters)."""
    if "/" in book_id or "\\" in book_id or ".." in book_id:
        raise KBError(f"identifiant de livre invalide {book_id!r} : ni « / » ni « .. »")
    if len(book_id) > MAX_ID:
        raise KBError(f"identifiant de livre trop long ({len(book_id)} caractères, au plus {MAX_ID})")
    if not BOOK_ID.fullmatch(book_id):
        raise KBError(f"identifiant de livre invalide {book_id!r} : des minuscules, chiffres, - ou _, commençant par une lettre (ex. club)")


def check_field(option: str, value: str, longest: int) -> None:
    """A KBError for a title or an edition that would print badly: a control character (a
    terminal's escape sequence, a line break) or more than ``longest`` characters."""
    if m := CONTROLS.search(value) or re.search(r"[\n\r]", value):
        raise KBError(f"{option} : caractère de contrôle refusé ({m.group()!r} à la position {m.start() + 1})")
    if len(value) > longest:
        raise KBError(f"{option} trop long ({len(value)} caractères, au plus {longest})")


def _new_meta(book_id: str, title: str, edition: str | None, kind: str | None, fmt: str, suffix: str,
              existing: list[BookMeta]) -> BookMeta:
    """The manifest entry of the imported book; a new edition keeps the book's other fields."""
    same = [m for m in existing if m.id == book_id or m.edition_of == book_id]
    if same and not edition:
        raise KBError(f"le livre {book_id!r} existe déjà : --edition pour en ajouter une nouvelle édition, ou un autre --id")
    version = edition or UNDATED
    if any(edition_slug(m.version) == edition_slug(version) for m in same):
        raise KBError(f"le livre {book_id!r} a déjà une édition {version!r}")
    if kind is not None and kind not in KINDS:
        raise KBError(f"genre inconnu {kind!r} (tournament ou cash)")
    base = next((m for m in same if not m.edition_of), None)
    if base is None and not title:
        raise KBError("titre manquant : --title « Règlement du club »")
    fields: dict[str, Any] = {
        "id": book_id, "title": title, "short": title if len(title) <= 24 else book_id.upper(),
        "publisher": "", "kind": kind or "tournament", "language": "fr", "description": "", "color": "",
    }
    if base is not None:
        fields.update(title=title or base.title, short=base.short, publisher=base.publisher,
                      kind=kind or base.kind, language=base.language, description=base.description, color=base.color)
    return BookMeta(**fields, version=version, date=edition or "", file=TEXT_FILE, parser="generic", format=fmt,
                    profile=PROFILE_FILE, original=f"{ORIGINAL_STEM}{suffix}")


def _parse(extracted: Extracted, meta: BookMeta, profile: Profile, filename: str) -> tuple[Book, Path, tempfile.TemporaryDirectory[str]]:
    """Parse the extracted text as the library will (the text and profile written to a
    temporary folder first, so that line numbers and the health check are the real ones)."""
    tmp = tempfile.TemporaryDirectory(prefix="kb-import-")
    folder = Path(tmp.name)
    (folder / TEXT_FILE).write_text(extracted.text(), encoding="utf-8")
    (folder / PROFILE_FILE).write_text(profile.to_toml(), encoding="utf-8")
    try:
        book = parse_source(read_source(folder / TEXT_FILE), meta)
    except CorpusError as exc:
        # The user's file is named, not the temporary copy (/tmp/kb-import-…/texte.md).
        tmp.cleanup()
        raise _named(exc, filename, meta.format) from None
    except BaseException:  # stopped (Ctrl-C, SIGTERM): the folder goes too
        tmp.cleanup()
        raise
    return book, folder, tmp


def _named(exc: CorpusError, filename: str, fmt: str) -> KBError:
    """The parser's error about the extracted text, naming the imported file: its line for
    a text file, the line of the extracted text (``texte.md``) for a Word file or a PDF."""
    if exc.line is None or fmt in ("markdown", "text"):
        return KBError(exc.message, path=filename, line=exc.line)
    return KBError(f"{exc.message} (ligne {exc.line} du texte extrait)", path=filename)


Parsed = tuple[Book, Path, tempfile.TemporaryDirectory[str]]


def _older_edition(existing: list[BookMeta], metas: list[BookMeta], new: BookMeta) -> BookMeta | None:
    """The edition in use of the book ``new`` is an edition of, before the import (as
    ``metas`` names it, the new edition counted); None for a new book."""
    base = new.edition_of or new.id
    current = next((m for m in existing if m.id == base and not m.edition_of), None)
    return None if current is None else next(m for m in metas if m.file == current.file and m.version == current.version)


def _reading(extracted: Extracted, resolved: BookMeta, existing: list[BookMeta], metas: list[BookMeta], corpus: Path,
             profile: Profile | None, filename: str) -> tuple[Profile, str, Choice | None, Parsed]:
    """The profile the file is read with, why (in French), the choice between the readings
    of a new edition (None for a new book, or a profile given), and the parsed book. A new
    edition is read with the layout of the edition in use, then with the detected one: the
    reading that lines up best with the edition in use wins (:mod:`kb.userlib.readings`)."""
    if profile is not None:
        return profile, "profil fourni par l'utilisateur", None, _parse(extracted, resolved, profile, filename)
    detection = detect_profile(extracted.lines)
    detected = _parse(extracted, resolved, detection.profile, filename)
    older = _older_edition(existing, metas, resolved)
    layout = older_layout(older, corpus) if older is not None else None
    if older is None or layout is None:
        return detection.profile, detection.explanation, None, detected
    own_profile, source = layout
    try:
        own = _parse(extracted, resolved, own_profile, filename)
    except KBError:  # the older layout reads nothing of the new file: detection alone
        return detection.profile, detection.explanation, None, detected
    wordings = source_wordings({older.id: source.lines, resolved.id: read_source(detected[1] / TEXT_FILE).lines})
    readings = [Reading(older_label(older, own_profile), own_profile.description, own_profile, own[0]),
                Reading("mise en page détectée", detection.explanation, detection.profile, detected[0])]
    choice = choose(parse_source(source, older), readings, wordings)
    keep, drop = (own, detected) if choice.winner is readings[0] else (detected, own)
    drop[2].cleanup()
    return choice.winner.profile, choice.said(), choice, keep


def preview(
    data: bytes,
    filename: str,
    book_id: str,
    title: str,
    *,
    corpus: Path,
    library: Path,
    edition: str | None = None,
    kind: str | None = None,
    profile: Profile | None = None,
) -> ImportPreview:
    """Read and parse a file as the book ``book_id`` (or a new ``edition`` of it) would be
    imported, writing nothing. Bad input (an unknown format, an empty or image-only PDF, a
    password-protected DOCX, 100 MB or more, a taken or invalid id, a book over one of the
    budgets of ``kb/data/limits.toml``: :mod:`kb.userlib.budgets`) is a KBError."""
    check_id(book_id)
    check_field("--title", title, MAX_TITLE)
    check_field("--edition", edition or "", MAX_ID)
    fmt = format_of(filename)
    existing = load_metas(corpus, library)
    meta = _new_meta(book_id, title.strip(), edition, kind, fmt, PurePath(filename).suffix.lower(), existing)
    extracted = extract(data, filename)
    check_text_budgets(extracted, filename)
    # The id it gets: ``ropta`` if newest, else ``ropta@2024-09`` (see kb.corpus.resolve_editions).
    # (the books already there name their files by absolute path: only this one is relative).
    metas = resolve_editions([*existing, meta])
    resolved = next(m for m in metas if m.file == TEXT_FILE)
    used, explanation, choice, (book, folder, tmp) = _reading(extracted, resolved, existing, metas, corpus, profile, filename)
    with tmp:
        check_book_budgets(book, filename)
        health = import_health(book, folder, used.name or "détecté", explanation, extracted.removed, extracted.notes)
        carried = previous_values(existing, metas, book, read_source(folder / TEXT_FILE).lines)
    return ImportPreview(resolved, book, health, used, extracted, data, filename, carried, choice)


def add_book(p: ImportPreview, library: Path, corpus: Path) -> Path:
    """Write the previewed book into the user library (atomically), after checking again
    that its id and edition are still free. Returns the book's folder."""
    base = p.meta.edition_of or p.meta.id
    _new_meta(base, p.meta.title, p.meta.date or None, p.meta.kind, p.meta.format, "", load_metas(corpus, library))
    removed = "".join(f"page {page}\t{text}\n" for page, text in p.extracted.removed)
    files = {
        p.meta.original: p.original,
        TEXT_FILE: p.extracted.text().encode("utf-8"),
        PROFILE_FILE: p.profile.to_toml().encode("utf-8"),
        REMOVED_FILE: removed.encode("utf-8"),
    }
    if p.carried is not None and p.carried.text:
        files[VALUES_FILE] = p.carried.text.encode("utf-8")
    return write_book(library, replace(p.meta, id=base, edition_of=""), files)


def import_file(
    path: Path,
    book_id: str,
    title: str,
    *,
    corpus: Path,
    library: Path,
    edition: str | None = None,
    kind: str | None = None,
    profile: Profile | None = None,
    dry_run: bool = False,
) -> tuple[ImportPreview, Path | None]:
    """What ``kb import`` does with the file at ``path``: its :func:`preview` and, unless
    ``dry_run``, the book written into ``library`` by :func:`add_book` — the preview and the
    book's folder (None on a dry run). A folder, a missing file or one of 100 MB or more is
    a KBError naming the path, said before the file is read.

    >>> p, folder = import_file(Path("club.md"), "club", "Club", corpus=corpus, library=lib)  # doctest: +SKIP
    >>> folder.name                                                                          # doctest: +SKIP
    'club@non-datee'
    """
    if path.is_dir():
        raise KBError("c'est un dossier, pas un fichier : donner le fichier du règlement", path=str(path))
    if not path.is_file():
        raise KBError("fichier introuvable", path=str(path))
    if path.stat().st_size >= MAX_BYTES:  # refused before it is read into memory
        raise KBError(f"fichier trop volumineux (maximum {MAX_BYTES // (1024 * 1024) - 1} Mo)", path=str(path))
    p = preview(path.read_bytes(), path.name, book_id, title, corpus=corpus, library=library,
                edition=edition, kind=kind, profile=profile)
    return p, None if dry_run else add_book(p, library, corpus)


def builtin_ids(corpus: Path) -> set[str]:
    """The ids of the corpus's own books (``kb remove`` never removes them)."""
    return {m.id for m in load_manifest(corpus)}


def article_label(a: Article) -> str:
    """An article as the import lists it (``kb import``, « Ajouter un règlement »): its
    title, or the start of its text between guillemets when it has none (a rule written
    whole on its numbered line): ``« Les niveaux durent 20 minutes. »``."""
    if a.title or not a.text:
        return a.title[:60]
    start = " ".join(a.text.split())
    return f"« {start[:57]}… »" if len(start) > 60 else f"« {start} »"
