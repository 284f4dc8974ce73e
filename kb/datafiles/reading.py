"""Reading the TOML files of the project (the manifest, kb/data/*, specs): one way, with
errors that name the file and the line."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from kb.errors import DataError, KBError


def toml_error_line(exc: tomllib.TOMLDecodeError) -> int | None:
    """The line of a TOML syntax error (Python 3.11's tomllib only says it in the message)."""
    line = getattr(exc, "lineno", None)
    if line is None:
        m = re.search(r"at line (\d+)", str(exc))
        line = int(m.group(1)) if m else None
    return line


def parse_toml(text: str, path: Path | str, error: type[KBError] = DataError) -> dict[str, Any]:
    """Parse TOML text; a syntax error raises ``error`` naming ``path`` and the line."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise error(f"not valid TOML: {exc}", path=str(path), line=toml_error_line(exc)) from None


def read_toml(path: Path, error: type[KBError] = DataError) -> dict[str, Any]:
    """Read a TOML file; a missing, non-UTF-8 or invalid file raises ``error`` naming it."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise error("file not found", path=str(path)) from None
    except UnicodeDecodeError:
        raise error("not valid UTF-8", path=str(path)) from None
    except OSError as exc:
        raise error(f"cannot be read: {exc.strerror}", path=str(path)) from None
    return parse_toml(text, path, error)
