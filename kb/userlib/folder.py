"""The user library: the folder of the books a user imported (``kb import``).

It lives at ``$KB_LIBRARY``, by default ``$XDG_DATA_HOME/kb-poker/library``
(``~/.local/share/kb-poker/library``), never in the repository's ``corpus/``. Each
imported book (or edition) is one sub-folder laid out like a corpus folder::

    <id>@<edition>/
        manifest.toml     one [[book]] entry: parser "generic", its profile, its original
        original.<ext>    the file as the user gave it, byte for byte
        texte.md          the extracted text the articles' line numbers point to
        profil.toml       the layout profile (detected, or the one given)
        retire.txt        the lines dropped as page furniture (a PDF's), with their page
        parametres.toml   its own parameter values, if any (kb.parameters.library_values;
                          a new edition: those of the one it replaces that hold, kb.userlib.carried)

A sub-folder is written under a hidden temporary name and renamed into place (atomic: the
knowledge base never sees half a book); removing a book removes its sub-folder.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
from collections.abc import Mapping
from pathlib import Path

from kb.atomic import temp_folder
from kb.corpus import (
    EDITION_SEP,
    book_folders,
    edition_slug,
    folder_name,
    library_manifest,
    load_manifest,
    stray_folders,
)
from kb.errors import KBError, os_reason
from kb.model import BookMeta

LIBRARY_ENV = "KB_LIBRARY"
TEXT_FILE = "texte.md"
PROFILE_FILE = "profil.toml"
REMOVED_FILE = "retire.txt"
ORIGINAL_STEM = "original"
# The hidden folders of a book being written or removed (a killed import leaves one: the
# next opening of the library removes it, kb.atomic.clean_stale).
IMPORT_PREFIX = ".import-"
REMOVE_PREFIX = ".remove-"


def user_library_dir(environ: Mapping[str, str] | None = None) -> Path:
    """``$KB_LIBRARY``, else ``$XDG_DATA_HOME/kb-poker/library`` (default
    ``~/.local/share/kb-poker/library``). Read at the program's edges only (the CLI, the app)."""
    env = os.environ if environ is None else environ
    if env.get(LIBRARY_ENV):
        return Path(env[LIBRARY_ENV])
    data_home = env.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data_home) / "kb-poker" / "library"


def user_books(library: Path) -> list[tuple[Path, BookMeta]]:
    """Each book folder of the library with its manifest entry (checked against the
    folder's name: :func:`kb.corpus.library_manifest`)."""
    return [(folder, meta) for folder in book_folders(library) for meta in library_manifest(folder)]


def stray_warnings(library: Path | None) -> list[str]:
    """One French sentence per sub-folder of the library that is no book (no
    ``manifest.toml``), for the CLI's warning, ``kb check`` and the app's « Règlements »
    page; none when the library cannot be read (the command that reads it says why)."""
    try:
        folders = stray_folders(library)
    except OSError:
        return []
    return [f"{folder} : dossier sans manifest.toml, ignoré (pas un livre importé : le réimporter avec "
            "`kb import`, ou le retirer de la bibliothèque)" for folder in folders]


def book_folder_of(library: Path, path: str | None) -> str | None:
    """The name of the library's book folder that ``path`` lies in
    (``<library>/club@2026-01/manifest.toml`` → ``club@2026-01``); None elsewhere: for an
    error about a damaged book, to name the book and how to remove it."""
    if not path:
        return None
    try:
        root = library.resolve()
        where = Path(os.path.abspath(path))  # (no resolve(): a hostile path may hold NUL)
    except (OSError, ValueError, RuntimeError):  # (RuntimeError: a loop of links, Python 3.11)
        return None
    if root not in where.parents or where.parent == root:
        return None
    return where.relative_to(root).parts[0]


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return json.dumps(value, ensure_ascii=False)  # a JSON string is a TOML basic string


def manifest_text(meta: BookMeta) -> str:
    """The ``manifest.toml`` of one imported book (empty optional fields left out)."""
    fields = {k: v for k, v in meta.to_dict().items() if k != "edition_of" and (v != "" or k in ("publisher", "date", "version"))}
    lines = ["# Imported by `kb import`: see kb/userlib/folder.py.", "", "[[book]]"]
    lines += [f"{key} = {_toml_value(value)}" for key, value in fields.items()]
    return "\n".join(lines) + "\n"


def write_book(library: Path, meta: BookMeta, files: Mapping[str, bytes]) -> Path:
    """Write a book folder atomically: the files and the manifest into a hidden temporary
    folder of the library, then renamed into place. A KBError if the folder exists."""
    target = library / folder_name(meta)
    if target.exists() and not (target / "manifest.toml").is_file():
        raise KBError(f"un dossier {target.name} sans manifest.toml occupe déjà la place de ce livre "
                      "(un livre abîmé ? le retirer ou le renommer d'abord)", path=str(target))
    if target.exists():
        raise KBError(f"ce livre et cette édition sont déjà dans la bibliothèque ({target.name})", path=str(target))
    try:
        library.mkdir(parents=True, exist_ok=True)
        tmp = temp_folder(library, IMPORT_PREFIX)
    except OSError as exc:  # a read-only mount, a library folder of another user
        raise KBError(f"la bibliothèque n'accepte pas de nouveau livre ({os_reason(exc)})", path=str(library)) from None
    try:
        tmp.chmod(0o755)  # mkdtemp makes it private; a book folder is an ordinary folder
        for name, data in files.items():
            (tmp / name).write_bytes(data)
        (tmp / "manifest.toml").write_text(manifest_text(meta), encoding="utf-8")
        try:
            os.rename(tmp, target)
        except OSError as exc:
            # Two imports of one book at once: the other one landed since the check above.
            if exc.errno not in (errno.ENOTEMPTY, errno.EEXIST):
                raise
            raise KBError(f"ce livre et cette édition sont déjà dans la bibliothèque ({target.name})", path=str(target)) from None
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return target


def _names(folder: Path, base: str, edition: str) -> bool:
    """True when the book folder holds the book ``base`` (its edition ``edition``, if
    given), by its name (``club@2026-01``) or its manifest: a damaged book, or a folder
    renamed by hand, can still be removed by the name its error line gives."""
    name, _, slug = folder.name.partition(EDITION_SEP)
    metas = [(name, slug)]
    try:
        metas += [(m.id, edition_slug(m.version)) for m in load_manifest(folder)]
    except KBError:
        pass
    return any(bid == base and (not edition or slug == edition) for bid, slug in metas)


def remove_book(library: Path, book: str, builtin: set[str]) -> list[Path]:
    """Remove the user's book ``book`` (every edition the user imported), or one edition
    (``club@2026-01``). A built-in book, or one not in the library, is a KBError."""
    base, _, edition = book.partition(EDITION_SEP)
    found = [folder for folder in book_folders(library) if _names(folder, base, edition)]
    if not found:
        if base in builtin and not edition:
            raise KBError(f"{book!r} est un règlement intégré : il ne peut pas être supprimé")
        raise KBError(f"aucun livre {book!r} dans la bibliothèque de l'utilisateur ({library})")
    for folder in found:
        # Hidden first (the knowledge base no longer sees it), then deleted.
        hidden = folder.with_name(f"{REMOVE_PREFIX}{folder.name}")
        os.rename(folder, hidden)
        shutil.rmtree(hidden, ignore_errors=True)
    return found
