"""Errors the user can act on: each names the file (and line or field) at fault."""

from __future__ import annotations

import errno
from pathlib import Path


class KBError(Exception):
    """A problem with the user's input or data; the CLI prints it and exits with code 2."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None):
        self.path = path
        self.line = line
        self.message = message  # without its place: to name another place for it
        where = ""
        if path:
            where = f"{path}:{line}: " if line else f"{path}: "
        super().__init__(where + message)


class CorpusError(KBError):
    """A corpus file or the manifest cannot be read or parsed."""


class DataError(KBError):
    """A data file of kb/data (parameters, topics, glossary, examples) is invalid."""


# What the system says of a file it cannot read or write, in French, for the one error line.
_OS_REASONS = {
    errno.ENOSPC: "disque plein",
    errno.EDQUOT: "quota disque dépassé",
    errno.EACCES: "permission refusée",
    errno.EPERM: "opération non permise",
    errno.ENOENT: "introuvable",
    errno.EISDIR: "c'est un dossier, pas un fichier",
    errno.ENOTDIR: "un élément du chemin n'est pas un dossier",
    errno.EROFS: "système de fichiers en lecture seule",
    errno.ENAMETOOLONG: "nom de fichier trop long",
    errno.EIO: "erreur d'entrée-sortie",
    errno.EEXIST: "existe déjà (un fichier là où un dossier est attendu ?)",
    errno.ELOOP: "trop de liens symboliques (une boucle ?)",
    errno.ENOTEMPTY: "dossier non vide",
}


def resolved(path: Path) -> Path:
    """``path`` made absolute, its links followed; a loop of links (a RuntimeError in
    Python 3.11, an OSError later) is the user's problem: a KBError naming the path."""
    try:
        return path.resolve()
    except (RuntimeError, OSError):
        raise KBError(_OS_REASONS[errno.ELOOP], path=str(path)) from None


def os_reason(exc: OSError) -> str:
    """``OSError(ENOSPC)`` → ``"disque plein"`` (the system's own words when not listed)."""
    return _OS_REASONS.get(exc.errno or 0) or exc.strerror or str(exc)
