"""An import admitted only when the library builds with it, the whole work done in a
bounded child (:mod:`kb.bounded`).

What ``kb import`` and the app's « Ajouter un règlement » page do with a file: in a child
process limited in memory and time, the file is read, its book parsed and held to the
budgets of ``kb/data/limits.toml`` (:mod:`kb.userlib.budgets`), then every build step is
run on the library with the new book (in a temporary library that links the books already
there: :meth:`kb.knowledge.KnowledgeBase.trial_build`). Only then is the book written into
the library (:func:`kb.userlib.preview.add_book`): a book the build cannot take never
enters it. The parent holds only the answer — the parsed book and its report, bounded by
the same budgets — never the reading's memory.

>>> p = admitted_preview(data, "club.docx", "club", "Club", corpus=corpus, library=lib, cache_root=cache)  # doctest: +SKIP
>>> add_book(p, lib, corpus)                                                                               # doctest: +SKIP
"""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

from kb.bounded import Bounds, run_bounded
from kb.cache import KeptTrial
from kb.corpus import book_folders
from kb.corpus.profile import Profile
from kb.errors import KBError
from kb.formats import extract
from kb.knowledge import KnowledgeBase
from kb.landing import adopt_trial, discard_trial
from kb.limits import LIMITS
from kb.userlib.guarded import slow_field, too_slow
from kb.userlib.preview import ImportPreview, add_book, preview


def try_with(p: ImportPreview, corpus: Path, library: Path, cache_root: Path, keep: bool = False) -> KeptTrial | None:
    """Every build step of ``corpus`` plus ``library`` plus the previewed book, in a
    temporary library; a KBError naming the imported file when they fail. ``keep``: the
    build is kept, to become the library's once the book is added (:func:`adopted`)."""
    with tempfile.TemporaryDirectory(prefix="kb-admission-") as tmp:
        trial = Path(tmp) / "library"
        trial.mkdir()
        for folder in book_folders(library):
            (trial / folder.name).symlink_to(folder.resolve(), target_is_directory=True)
        add_book(p, trial, corpus)
        try:
            return KnowledgeBase(corpus, cache_root, library=trial).trial_build(keep=keep)
        except KBError as exc:
            raise KBError(f"la bibliothèque ne se construit pas avec ce livre, il n'est pas ajouté : {exc}",
                          path=p.filename) from None


def examined(data: bytes, filename: str, book_id: str, title: str, *, corpus: Path, library: Path, cache_root: Path,
             edition: str | None, kind: str | None, profile: Profile | None, build: bool,
             keep: bool = False) -> ImportPreview:
    """The child's work: a user ``profile``'s patterns tried alone first (one too slow is
    named by its field), the preview, then (``build``) the trial build (``keep``: kept, in
    the preview's ``trial``). The preview comes back without the file's bytes, which the
    parent has."""
    if profile is not None:
        slow = slow_field(profile, extract(data, filename).lines)
        if slow is not None:
            raise KBError(too_slow(slow), path=filename)
    p = preview(data, filename, book_id, title, corpus=corpus, library=library, edition=edition, kind=kind,
                profile=profile)
    trial = try_with(p, corpus, library, cache_root, keep=keep) if build else None
    return replace(p, original=b"", trial=trial)


def admitted_preview(
    data: bytes, filename: str, book_id: str, title: str, *, corpus: Path, library: Path, cache_root: Path,
    edition: str | None = None, kind: str | None = None, profile: Profile | None = None, build: bool = True,
    bounds: Bounds | None = None, keep: bool = False,
) -> ImportPreview:
    """:func:`examined` in a bounded child: the preview of a book (with ``build``: one the
    library builds with), or a KBError in one French line — the file's problem, a budget,
    the build's error, or the child's memory or time limit. The app previews without the
    build (the visitor may still change the profile), then :func:`admit` tries it."""
    outcome = run_bounded("kb.userlib.admission:examined", data, filename, book_id, title, corpus=corpus,
                          library=library, cache_root=cache_root, edition=edition, kind=kind, profile=profile,
                          build=build, keep=keep, bounds=bounds, path=filename)
    found: ImportPreview = outcome.value
    return replace(found, original=data)


def admit(p: ImportPreview, *, corpus: Path, library: Path, cache_root: Path, bounds: Bounds | None = None) -> Path:
    """The previewed book written into ``library`` once every build step has run with it
    in a bounded child (:func:`try_with`); its folder. A KBError in one French line when
    the library does not build with it, or the child reaches a limit: nothing is written."""
    outcome = run_bounded("kb.userlib.admission:try_with", replace(p, original=b""), corpus, library, cache_root,
                          keep=True, bounds=bounds, path=p.filename)
    return adopted(p, outcome.value, corpus=corpus, library=library, cache_root=cache_root)


def adopted(p: ImportPreview, trial: KeptTrial | None, *, corpus: Path, library: Path, cache_root: Path) -> Path:
    """The previewed book written into ``library`` (its folder), and the ``trial`` build
    made with it adopted as the library's build (kb.landing.adopt_trial): the next command
    finds the knowledge base built. The trial is removed when the book is not written."""
    try:
        folder = add_book(p, library, corpus)
    except BaseException:
        discard_trial(trial)
        raise
    if trial is not None:
        adopt_trial(trial, corpus, cache_root, library)
    return folder


def admit_file(
    path: Path, book_id: str, title: str, *, corpus: Path, library: Path, cache_root: Path,
    edition: str | None = None, kind: str | None = None, profile: Profile | None = None, dry_run: bool = False,
) -> tuple[ImportPreview, Path | None]:
    """What ``kb import`` does: the file at ``path`` read and tried in a bounded child
    (:func:`admitted_preview`), then written into ``library`` unless ``dry_run`` — the
    preview and the book's folder (None on a dry run). A folder, a missing file or one over
    the limit « file_mb » is a KBError naming the path, said before the file is read."""
    if path.is_dir():
        raise KBError("c'est un dossier, pas un fichier : donner le fichier du règlement", path=str(path))
    if not path.is_file():
        raise KBError("fichier introuvable", path=str(path))
    LIMITS.file_mb.check(path.stat().st_size, path=str(path))
    p = admitted_preview(path.read_bytes(), path.name, book_id, title, corpus=corpus, library=library,
                         cache_root=cache_root, edition=edition, kind=kind, profile=profile, keep=not dry_run)
    if dry_run:
        return p, None
    return p, adopted(p, p.trial, corpus=corpus, library=library, cache_root=cache_root)
