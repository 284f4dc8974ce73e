"""Putting a finished build folder in place, light on purpose (no build step imported):
the build's own (:mod:`kb.build`), and an import's trial build adopted as the build of the
library it added a book to (:func:`adopt_trial`), in the parent process of ``kb import``
and of the app, which never load the build's libraries for it.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
from pathlib import Path
from typing import Any

from kb.cache import LIBRARY_FILE, STAMP, KeptTrial, build_dir, checksums, is_built, library_content


def move_in(tmp: Path, final: Path) -> None:
    """Rename the finished build into place. Two builds of the same content at once (two
    ``kb build``, the app and a command): if the other one landed between our clearing and
    our rename, its build is as good as ours and is kept (ours is removed with ``tmp``)."""
    try:
        os.replace(tmp, final)
    except OSError as exc:
        if exc.errno not in (errno.ENOTEMPTY, errno.EEXIST) or not is_built(final):
            raise


def land(tmp: Path, final: Path) -> None:
    """Stamp the finished build ``tmp`` (the checksums of its files) and put it in place
    of ``final``, whatever stood there."""
    stamp = {"build": final.name, "files": checksums(tmp)}
    (tmp / STAMP).write_text(json.dumps(stamp, indent=0), encoding="utf-8")
    clear_place(final)
    move_in(tmp, final)


def clear_place(path: Path) -> None:
    """Remove whatever stands where a build folder goes: an older build, or damage the
    cache must repair itself (a file, a symbolic link — even one pointing at itself)."""
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.exists():
        shutil.rmtree(path)



def adopt_trial(kept: KeptTrial, corpus: Path, cache_root: Path, library: Path) -> bool:
    """The kept trial build made the build of ``corpus`` plus ``library`` — the library it
    tried, now with the book added — instead of building it again: the trial library's
    place replaced by ``library``'s in the files that name it (the books' files in
    ``library.json``), stamped and renamed into place as :func:`ensure_built` does. False
    (the trial removed, the next command builds) when the library is no longer what was
    tried (another import since), or a file still names the trial library."""
    trial = Path(kept.folder)
    try:
        final = build_dir(corpus, cache_root, library)
        if is_built(final) or library_content(corpus, library) != kept.content:
            return False
        old, new = f"{kept.library}{os.sep}", f"{library}{os.sep}"
        data = _relocated(json.loads((trial / LIBRARY_FILE).read_text(encoding="utf-8")), old, new)
        (trial / LIBRARY_FILE).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        named = os.fsencode(kept.library)
        if any(named in path.read_bytes() for path in trial.rglob("*") if path.is_file()):
            return False
        land(trial, final)
    except (OSError, ValueError, KeyError):
        return False
    finally:
        discard_trial(kept)
    return True  # (the build it replaces is pruned by the next build, as any older build)


def discard_trial(kept: KeptTrial | None) -> None:
    """Remove a kept trial build (what is left of it once adopted: nothing)."""
    if kept is not None:
        shutil.rmtree(kept.folder, ignore_errors=True)


def _relocated(value: Any, old: str, new: str) -> Any:
    """``value`` (JSON) with every string starting with ``old`` starting with ``new``."""
    if isinstance(value, str):
        return new + value[len(old):] if value.startswith(old) else value
    if isinstance(value, list):
        return [_relocated(v, old, new) for v in value]
    if isinstance(value, dict):
        return {k: _relocated(v, old, new) for k, v in value.items()}
    return value
