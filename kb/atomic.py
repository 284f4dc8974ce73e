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
import re
import shutil
import tempfile
import time
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


# A temporary folder's name holds the id of the process that made it
# (``.<prefix><pid>-<random>``): a killed build, import or export leaves one behind, and
# the next start removes those whose process is gone (:func:`clean_stale`).
_PID_PART = re.compile(r"(\d{1,7})-[^-]*$")
_PID_MAX = 1 << 22  # Linux's largest process id
# A temporary folder without a process id, or of a process that may be ours again
# (reused ids), is left alone until this old.
STALE_SECONDS = 3600


def temp_folder(parent: Path, prefix: str) -> Path:
    """A new private folder ``<parent>/<prefix><pid>-<random>`` (``tempfile.mkdtemp``)."""
    return Path(tempfile.mkdtemp(prefix=f"{prefix}{os.getpid()}-", dir=parent))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: alive
        return True
    return True


def clean_stale(parent: Path, prefixes: tuple[str, ...]) -> list[Path]:
    """Remove the temporary folders of ``parent`` named by one of ``prefixes`` that a
    killed process left (its id, in the name, is no running process; or older than
    :data:`STALE_SECONDS`); the folders removed. A folder that cannot be listed or removed
    is left (this is housekeeping, never a reason to fail)."""
    removed: list[Path] = []
    try:
        children = [c for c in parent.iterdir() if c.name.startswith(prefixes) and c.is_dir() and not c.is_symlink()]
    except OSError:
        return removed
    now = time.time()
    for child in children:
        rest = next(child.name[len(p):] for p in prefixes if child.name.startswith(p))
        m = _PID_PART.search(rest)
        pid = int(m.group(1)) if m is not None and int(m.group(1)) < _PID_MAX else None
        try:
            old = now - child.stat().st_mtime > STALE_SECONDS
        except OSError:
            continue
        if (pid is not None and pid != os.getpid() and not _alive(pid)) or old:
            shutil.rmtree(child, ignore_errors=True)
            removed.append(child)
    return removed
