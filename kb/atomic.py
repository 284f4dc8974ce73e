"""Atomic file writes: the new content goes to a temporary file in the same folder, is
synced to disk, then renamed over the target, so that on any failure (a full disk, a
killed process) the old file stays intact and no half-written file is left behind.

>>> import tempfile, pathlib
>>> target = pathlib.Path(tempfile.mkdtemp()) / "reglement.md"
>>> write_atomic(target, b"# Tournoi\\n")
>>> target.read_bytes()
b'# Tournoi\\n'
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from kb.errors import KBError, os_reason


def write_atomic(path: Path | str, data: bytes) -> None:
    """Replace ``path`` with ``data`` in one step; raises OSError, and then ``path`` is as
    it was before (absent, or with its old content) and no temporary file remains.

    The temporary file is ``.<name>.<random>.tmp`` beside the target (a rename is atomic
    only within one file system); the folder is synced after the rename so the new name
    survives a power cut. An existing file keeps its permission bits; a new one is 0o644."""
    target = Path(path)
    folder = target.parent
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        try:
            os.chmod(tmp, target.stat().st_mode & 0o7777)
        except FileNotFoundError:
            os.chmod(tmp, 0o644)  # mkstemp's 0o600 would hide a new output from other users
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _sync_folder(folder)


def write_text_atomic(path: Path | str, text: str) -> None:
    """:func:`write_atomic` for text, written as UTF-8."""
    write_atomic(path, text.encode("utf-8"))


def write_output(path: Path | str, data: bytes) -> None:
    """:func:`write_atomic` for a file the user asked for (``-o FICHIER``): a failure is a
    :class:`KBError` naming the file and saying why in French (``disque plein``)."""
    try:
        write_atomic(path, data)
    except OSError as exc:
        raise KBError(f"écriture impossible ({os_reason(exc)}) : fichier laissé tel quel", path=str(path)) from None


def _sync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # not every system opens a folder (Windows): the rename is done anyway
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
