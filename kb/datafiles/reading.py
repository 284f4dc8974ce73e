"""Reading the TOML files of the project (the manifest, kb/data/*, specs): one way, with
errors that name the file and the line.

Python's ``tomllib`` recurses once per level of nested arrays or inline tables, so a few
thousand ``[`` in one file ended in RecursionError: :func:`loads_toml` refuses a text
nested deeper than :data:`MAX_NESTING` before parsing it (real files nest 3 or 4 deep).

>>> loads_toml("a = [[1], {b = 2}]")
{'a': [[1], {'b': 2}]}
"""

from __future__ import annotations

import functools
import re
import tomllib
from pathlib import Path
from typing import Any

from kb.errors import DataError, KBError, os_reason

# Deeper than any data file or spec (3 or 4 levels), far below what exhausts the stack.
MAX_NESTING = 64

# The tokens that open or close a string, a comment or a level of nesting (a backslash
# escape is one token, so that \" does not close a basic string).
_TOKEN = re.compile(r'"""|\'\'\'|\\.|["\'#\[\]{}\n]', re.DOTALL)
# A string or comment ends at its own delimiter (a one-line one also at the line's end).
_CLOSES = {'"""': ('"""',), "'''": ("'''",), '"': ('"', "\n"), "'": ("'", "\n"), "#": ("\n",)}


class TOMLNestingError(ValueError):
    """A TOML text nested deeper than :data:`MAX_NESTING`; ``line`` is where it goes too deep."""

    def __init__(self, line: int):
        super().__init__(f"trop d'imbrications (plus de {MAX_NESTING} niveaux de [ ] ou {{ }}) à la ligne {line}")
        self.line = line


def nesting_line(text: str) -> int | None:
    """The line where ``text`` nests arrays or inline tables deeper than :data:`MAX_NESTING`
    (None when it does not): ``"a = " + "[" * 100`` → 1. One pass over the text (brackets
    inside strings and comments do not count)."""
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return None
    depth, line, inside = 0, 1, ""
    for m in _TOKEN.finditer(text):
        tok = m.group()
        line += tok.count("\n")
        if inside:
            if tok in _CLOSES[inside]:
                inside = ""
        elif tok in _CLOSES:
            inside = tok
        elif tok in "[{":
            depth += 1
            if depth > MAX_NESTING:
                return line
        elif tok in "]}":
            depth = max(depth - 1, 0)
    return None


def loads_toml(text: str) -> dict[str, Any]:
    """``tomllib.loads``, refusing a text nested too deep (:class:`TOMLNestingError`)
    instead of failing with RecursionError; raises ``tomllib.TOMLDecodeError`` as usual."""
    line = nesting_line(text)
    if line is not None:
        raise TOMLNestingError(line)
    try:
        return tomllib.loads(text)
    except RecursionError:  # called from deep in a stack already: report, do not crash
        raise TOMLNestingError(1) from None


def toml_error_line(exc: tomllib.TOMLDecodeError) -> int | None:
    """The line of a TOML syntax error (Python 3.11's tomllib only says it in the message)."""
    line = getattr(exc, "lineno", None)
    if line is None:
        m = re.search(r"at line (\d+)", str(exc))
        line = int(m.group(1)) if m else None
    return line


_MESSAGES_FILE = Path(__file__).resolve().parent.parent / "data" / "toml_errors.toml"
_PLACE = re.compile(r"\s*\((?:at line (\d+), column (\d+)|at end of document)\)$")
# A key as tomllib names it, a Python tuple (« ('a', 'b') »): written as in the file, « a.b »
_KEY_TUPLE = re.compile(r"\(((?:'[^']*'(?:, )?)+),?\)")


@functools.cache
def _french_messages() -> list[tuple[re.Pattern[str], str]]:
    data = tomllib.loads(_MESSAGES_FILE.read_text(encoding="utf-8"))
    return [(re.compile(m["en"]), m["fr"]) for m in data["message"]]


def toml_error_text(exc: tomllib.TOMLDecodeError) -> str:
    """tomllib's syntax error in French (kb/data/toml_errors.toml), its place too:
    « Invalid value (at line 1, column 8) » → « valeur invalide (…) (ligne 1, colonne 8) »."""
    said = str(exc)
    place = _PLACE.search(said)
    message = said[: place.start()] if place else said
    for english, french in _french_messages():
        if english.fullmatch(message):
            message = _KEY_TUPLE.sub(lambda m: "« " + ".".join(re.findall(r"'([^']*)'", m.group(1))) + " »",
                                     english.sub(french, message))
            break
    if place and place.group(1):
        return f"{message} (ligne {place.group(1)}, colonne {place.group(2)})"
    return f"{message} (à la fin du fichier)" if place else message


def parse_toml(text: str, path: Path | str, error: type[KBError] = DataError) -> dict[str, Any]:
    """Parse TOML text; a syntax error raises ``error`` naming ``path`` and the line."""
    try:
        return loads_toml(text)
    except tomllib.TOMLDecodeError as exc:
        raise error(f"TOML invalide : {toml_error_text(exc)}", path=str(path), line=toml_error_line(exc)) from None
    except TOMLNestingError as exc:
        raise error(f"TOML invalide : {exc}", path=str(path), line=exc.line) from None


def read_toml(path: Path, error: type[KBError] = DataError) -> dict[str, Any]:
    """Read a TOML file; a missing, non-UTF-8 or invalid file raises ``error`` naming it."""
    return parse_toml(read_utf8(path, error), path, error)


def read_utf8(path: Path, error: type[KBError] = DataError) -> str:
    """A text file's text; a missing, non-UTF-8 or unreadable file raises ``error`` naming
    it (and the line of the first byte that is not UTF-8), in French. A UTF-8 byte-order
    mark is dropped: a manifest or values file saved by Windows' Notepad was « TOML
    invalide : Invalid statement (at line 1, column 1) »."""
    try:
        return path.read_text(encoding="utf-8").removeprefix("\ufeff")
    except FileNotFoundError:
        raise error("fichier introuvable", path=str(path)) from None
    except UnicodeDecodeError as exc:
        data = exc.object
        raise error(f"pas en UTF-8 valide (octet 0x{data[exc.start]:02x} à la position {exc.start})", path=str(path),
                    line=data.count(b"\n", 0, exc.start) + 1) from None
    except OSError as exc:
        raise error(f"illisible : {os_reason(exc)}", path=str(path)) from None
