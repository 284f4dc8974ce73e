"""The preview of an import read with the user's own layout profile, under a time limit.

A profile's regular expressions are the user's: one that backtracks without end
(« ^(a+)+$ » on a long line of « a » ending otherwise) hangs the reading. ``kb import``
stops it with a timer (:mod:`kb.corpus.timelimit`), which only works in a main thread; the
app's « Ajouter un règlement » page runs in a thread of the server, where a regular
expression also holds the interpreter: every session would wait. So the app's preview with
a user profile runs in a child process. In the child's
main thread each pattern of the profile is first tried alone on every line of the text
under a short timer, so that a pattern too slow is named by its field
(``level[0] (regle).pattern``, as the profile's checker names it); the parent stops the
child past an overall limit. The child is ``python -m kb.userlib.guarded``: the question
pickled on its standard input, the answer on its standard output.
"""

from __future__ import annotations

import pickle
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from kb.corpus.profile import Profile
from kb.corpus.timelimit import TooLong, time_limit
from kb.errors import KBError
from kb.formats import extract
from kb.userlib.preview import ImportPreview, preview

# A heading pattern tried on every line of a 5 000-line book takes milliseconds; one that
# backtracks without end takes years.
FIELD_SECONDS = 3.0
_PROJECT = Path(__file__).resolve().parent.parent.parent  # where ``-m kb.…`` finds the package
# The whole preview in the child: extraction, the patterns' trial, the parse, the report.
PREVIEW_SECONDS = 90.0


def pattern_fields(profile: Profile) -> list[tuple[str, str]]:
    """Every regular expression of ``profile`` with its field's name.

    >>> from kb.corpus.profile import Level
    >>> pattern_fields(Profile(levels=(Level(name="regle", pattern="^R (?P<number>\\\\d+)"),), toc_line=""))[:1]
    [('level[0] (regle).pattern', '^R (?P<number>\\\\d+)')]
    """
    out: list[tuple[str, str]] = []
    for i, level in enumerate(profile.levels):
        out.append((f"level[{i}] ({level.name}).pattern", level.pattern))
        if level.next_line and not level.next_line.startswith("@"):
            out.append((f"level[{i}] ({level.name}).next_line", level.next_line))
    out += [(f"body_headings[{i}]", p) for i, p in enumerate(profile.body_headings)]
    out += [("front_matter_end", profile.front_matter_end), ("toc_line", profile.toc_line)]
    out += [(f"furniture[{i}]", p) for i, p in enumerate(profile.furniture)]
    out += [(f"examples[{i}]", p) for i, p in enumerate(profile.examples)]
    return [(name, pattern) for name, pattern in out if pattern]


def slow_field(profile: Profile, lines: list[str], seconds: float = FIELD_SECONDS) -> str | None:
    """The first field whose pattern, tried alone on every line, takes more than
    ``seconds`` (main thread only: elsewhere the trial has no timer and says None)."""
    for name, pattern in pattern_fields(profile):
        compiled = re.compile(pattern)
        try:
            with time_limit(seconds):
                for line in lines:
                    compiled.search(line)
        except TooLong:
            return name
    return None


def too_slow(field: str) -> str:
    return (f"{field} : expression régulière trop lente sur ce texte (elle revient en arrière sans fin, "
            "comme « ^(a+)+$ ») : la simplifier")


def _child(args: tuple[Any, ...], kwargs: dict[str, Any], field_seconds: float) -> tuple[str, Any]:
    """The child's work: the patterns' trial, then the preview; ("ok", preview) or
    ("error", message)."""
    try:
        slow = slow_field(kwargs["profile"], extract(args[0], args[1]).lines, field_seconds)
        if slow is not None:
            return "error", too_slow(slow)
        return "ok", preview(*args, **kwargs)
    except KBError as exc:
        return "error", str(exc)
    except Exception as exc:  # the parent says it in one line
        return "error", f"erreur inattendue : {type(exc).__name__}: {exc}"


def guarded_preview(
    data: bytes, filename: str, book_id: str, title: str, *, corpus: Path, library: Path,
    edition: str | None = None, kind: str | None = None, profile: Profile | None = None,
    seconds: float = PREVIEW_SECONDS, field_seconds: float = FIELD_SECONDS,
) -> ImportPreview:
    """:func:`kb.userlib.preview.preview` with a user ``profile``, in a child process: a
    pattern too slow is a KBError naming its field, and the whole reading is stopped after
    ``seconds`` (without a profile, the built-in detection's patterns: the preview as it is)."""
    if profile is None:
        return preview(data, filename, book_id, title, corpus=corpus, library=library, edition=edition, kind=kind)
    kwargs = {"corpus": corpus, "library": library, "edition": edition, "kind": kind, "profile": profile}
    # A plain child interpreter, not multiprocessing: its spawn runs the parent's __main__
    # again (the app's script under Streamlit's tests), and fork is unsafe in a threaded server.
    child = subprocess.Popen([sys.executable, "-m", __name__], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, cwd=_PROJECT)
    try:
        out, _ = child.communicate(pickle.dumps(((data, filename, book_id, title), kwargs, field_seconds)), seconds)
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()
        raise KBError(f"lecture arrêtée après {seconds:.0f} s : une expression régulière du profil de mise en "
                      "page revient-elle en arrière sans fin ? (ex. « ^(a+)+$ » : la simplifier)") from None
    if child.returncode != 0 or not out:
        raise KBError(f"la lecture s'est arrêtée (code de sortie {child.returncode})")
    kind_of, value = pickle.loads(out)  # noqa: S301 (our own child's answer)
    if kind_of == "error":
        raise KBError(value)
    found: ImportPreview = value
    return found


if __name__ == "__main__":
    # pickle: the preview holds the parsed book; both ends are this module
    sys.stdout.buffer.write(pickle.dumps(_child(*pickle.loads(sys.stdin.buffer.read()))))  # noqa: S301
