"""Terminal output of the CLI: streams that never fail on a character the terminal cannot
encode, colour only where it is wanted, and error lines that stay one line.

>>> one_line("ligne 1\\nligne\\x1b[31m 2")
'ligne 1 ⏎ ligne\\\\x1b[31m 2'
"""

from __future__ import annotations

import codecs
import io
import os
import sys
import unicodedata
from collections.abc import Callable
from typing import IO, Any, TextIO, cast

from kb.errors import KBError, os_reason
from kb.text import strip_accents

# Typographic characters French text uses, spelled in ASCII for an ASCII terminal.
_ASCII = {
    "«": '"', "»": '"', "“": '"', "”": '"', "‘": "'", "’": "'", "—": "-", "–": "-", "…": "...",
    "\u00a0": " ", "\u202f": " ", "œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE", "→": "->", "←": "<-",
    "⏎": "/", "×": "x", "€": "EUR",
}
ERRORS = "kb-ascii"


def _spell(ch: str) -> str:
    """One character in ASCII: ``é`` → ``e``, ``«`` → ``"``, anything else → ``?``."""
    if ch in _ASCII:
        return _ASCII[ch]
    plain = unicodedata.normalize("NFKC", strip_accents(ch))
    return plain if plain.isascii() and plain else "?"


def _spell_error(exc: UnicodeError) -> tuple[str, int]:
    """A codecs error handler: what an encoder cannot write, spelled as :func:`_spell` says."""
    if not isinstance(exc, UnicodeEncodeError):
        raise exc
    text = "".join(_spell(ch) for ch in exc.object[exc.start : exc.end])
    try:
        text.encode(exc.encoding)
    except (UnicodeEncodeError, LookupError):
        text = "?" * (exc.end - exc.start)
    return text, exc.end


codecs.register_error(ERRORS, _spell_error)


def safe_stream(stream: IO[str]) -> None:
    """Let ``stream`` (stdout, stderr) write any text: a character its encoding lacks is
    spelled in ASCII (``é`` → ``e``) instead of raising UnicodeEncodeError (an ASCII or
    Latin-1 terminal, ``PYTHONIOENCODING=ascii``; in UTF-8, a lone surrogate that stands
    for an undecodable byte of an argument becomes ``?``)."""
    if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
        stream.reconfigure(errors=ERRORS)


def use_colour(stream: IO[str]) -> bool:
    """Escape codes only on a terminal that wants them: not when ``NO_COLOR`` is set to
    anything (https://no-color.org), nor with ``TERM=dumb``, nor into a pipe or a file."""
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    try:
        return stream.isatty()
    except (ValueError, OSError):  # a closed or detached stream
        return False


def one_line(text: str) -> str:
    """A message on one line with no control character: a line break becomes `` ⏎ ``,
    other control characters (ESC of a hostile argument, NUL) are shown escaped, so an
    error can neither span lines nor colour or clear the terminal."""
    out = []
    for ch in text.strip():
        if ch in "\r\n":
            out.append(" ⏎ ")
        elif ch == "\t":
            out.append(" ")
        elif unicodedata.category(ch) in ("Cc", "Cf", "Cs") and ch != "\u200d":  # ZWJ joins emoji
            out.append(ch.encode("unicode_escape", "backslashreplace").decode("ascii"))
        else:
            out.append(ch)
    return "".join(out)


def utf8_argument(value: str, option: str) -> str:
    """An argument read as text (not a file name), as it came in argv: a byte that is not
    UTF-8 (typed in a Latin-1 terminal: Python keeps it as a lone surrogate, which no file
    or output can hold) is a KBError naming the option and the byte.
    ``utf8_argument("café", "--title")`` → ``"café"``."""
    for i, ch in enumerate(value):
        if "\udc80" <= ch <= "\udcff":
            raise KBError(f"{option} : pas en UTF-8 (octet 0x{ord(ch) - 0xDC00:02x} à la position {i + 1}) ; "
                          "le terminal est-il réglé en UTF-8 ?")
    return value


class OutputError(KBError):
    """Standard output cannot be written (a full disk under ``> /dev/full``, a dead
    terminal); a closed pipe stays a BrokenPipeError (``kb … | head`` is not an error)."""


class _GuardedOutput:
    """Standard output whose write and flush failures name it (:class:`OutputError`),
    everything else passed through to the real stream."""

    def __init__(self, stream: TextIO):
        self._stream = stream

    def _guarded(self, call: Callable[[], Any]) -> Any:
        try:
            return call()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(f"sortie standard : écriture impossible ({os_reason(exc)})") from exc

    def write(self, text: str) -> int:
        return cast(int, self._guarded(lambda: self._stream.write(text)))

    def flush(self) -> None:
        self._guarded(self._stream.flush)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


class _ClosedStream(io.TextIOBase):
    """A standard stream the shell closed (``kb rule - <&-``, ``kb search x >&-``), where
    Python leaves ``None``: reading stdin is a KBError, writing stdout an
    :class:`OutputError`, writing stderr nothing (there is nowhere to say it)."""

    def __init__(self, name: str):
        self.name = name

    def _nothing_to_read(self) -> KBError:
        return KBError("entrée standard fermée : rien à lire")

    def read(self, size: int | None = -1) -> str:
        raise self._nothing_to_read()

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        raise self._nothing_to_read()

    def __iter__(self) -> Any:
        raise self._nothing_to_read()

    @property
    def buffer(self) -> Any:  # stdin's bytes, read by kb search --stdin and kb rule -
        if self.name == "stdin":
            raise self._nothing_to_read()
        return self

    def write(self, text: Any) -> int:
        if self.name == "stdout":
            raise OutputError("sortie standard fermée : rien ne peut y être écrit")
        return len(text)

    def isatty(self) -> bool:
        return False


def open_closed_streams() -> None:
    """Give each standard stream the shell closed a stand-in (:class:`_ClosedStream`) —
    Python leaves ``None``, and the first ``sys.stdin.read()`` or ``print`` was an
    AttributeError — and /dev/null as its descriptor, so that no file kb opens later takes
    descriptor 0, 1 or 2 and receives what a child process writes there."""
    for fd, name in ((0, "stdin"), (1, "stdout"), (2, "stderr")):
        if getattr(sys, name) is not None:
            continue
        try:
            os.fstat(fd)
        except OSError:
            opened = os.open(os.devnull, os.O_RDWR)
            if opened != fd:
                os.dup2(opened, fd)
                os.close(opened)
        setattr(sys, name, _ClosedStream(name))


def guard_stdout() -> TextIO:
    """Make ``sys.stdout`` raise :class:`OutputError` when it cannot be written; returns
    the stream it wraps, for the caller to put back."""
    original = sys.stdout
    sys.stdout = cast(TextIO, _GuardedOutput(original))
    return original


def silence_stdout() -> None:
    """Point stdout at /dev/null once writing to it has failed (a closed pipe, a full
    disk): otherwise Python's own flush at exit fails again and prints a traceback-like
    « Exception ignored » message."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, io.UnsupportedOperation):
        pass  # stdout is not a real file (a test's capture): nothing will flush it at exit
